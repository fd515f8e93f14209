-- House lotteries (issue 17, docs/decisions/1200-lotteries.md). The lotteries themselves are data in
-- packages/contracts/src/lottery/games.ts; these tables hold a brand's settings, its seed chains,
-- draws, tickets and exposure. Money is minor units; odds and RTP basis points.

-- A brand's settings of one lottery (absent: the defaults of the definition).
CREATE TABLE lottery_settings (
  brand_id             integer NOT NULL REFERENCES brands(id),
  game_code            text NOT NULL,
  enabled              boolean NOT NULL DEFAULT true,
  -- house: drawn from the seed chain; outside: entered by one operator, confirmed by a second.
  result_source        text NOT NULL DEFAULT 'house' CHECK (result_source IN ('house', 'outside')),
  close_seconds        integer CHECK (close_seconds BETWEEN 0 AND 86400),
  min_unit             bigint CHECK (min_unit > 0),
  max_unit             bigint CHECK (max_unit > 0),
  -- The most one number of one draw may pay out, and the most one draw may pay out (NULL: no limit).
  max_payout_number    bigint CHECK (max_payout_number > 0),
  max_payout_draw      bigint CHECK (max_payout_draw > 0),
  -- play type code -> odds (a number, or option -> number), basis points; only where it differs.
  odds                 jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at           timestamptz NOT NULL,
  updated_by           text NOT NULL DEFAULT '',
  PRIMARY KEY (brand_id, game_code)
);

-- A seed chain per (brand, lottery): the secret root and its length; anchor = the chain's s_0
-- (published). Draws take indexes 1..length in draw order; a new chain starts when one runs out.
CREATE TABLE lottery_chains (
  id          bigserial PRIMARY KEY,
  brand_id    integer NOT NULL REFERENCES brands(id),
  game_code   text NOT NULL,
  root        text NOT NULL,
  length      integer NOT NULL CHECK (length > 0),
  anchor      text NOT NULL,
  -- The next index a new draw takes.
  next_index  integer NOT NULL DEFAULT 1,
  started_at  timestamptz NOT NULL,
  UNIQUE (brand_id, game_code, started_at)
);

CREATE TABLE lottery_draws (
  id              bigserial PRIMARY KEY,
  brand_id        integer NOT NULL REFERENCES brands(id),
  game_code       text NOT NULL,
  draw_no         text NOT NULL,
  -- open: takes tickets until closes_at; closed: waits for its draw; drawn: result known, tickets
  -- being settled; settled: every ticket settled; void: cancelled, every ticket refunded.
  status          text NOT NULL CHECK (status IN ('open', 'closed', 'drawn', 'settled', 'void')),
  opens_at        timestamptz NOT NULL,
  closes_at       timestamptz NOT NULL,
  draws_at        timestamptz NOT NULL,
  -- The weekday (0 Sunday) in the lottery's own time zone: picks the Vietnam stations.
  weekday         integer NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  source          text NOT NULL CHECK (source IN ('house', 'outside')),
  chain_id        bigint REFERENCES lottery_chains(id),
  chain_index     integer,
  -- The seed stays secret until drawn; its hash is published from the start.
  seed            text,
  seed_hash       text NOT NULL DEFAULT '',
  result          jsonb,
  drawn_at        timestamptz,
  settled_at      timestamptz,
  void_reason     text NOT NULL DEFAULT '',
  voided_by       text NOT NULL DEFAULT '',
  -- Outside results: the first operator's entry, waiting for a second operator's confirmation.
  pending_result  jsonb,
  entered_by      text NOT NULL DEFAULT '',
  confirmed_by    text NOT NULL DEFAULT '',
  -- What the draw's tickets could pay at most (exposure), for the brand's per-draw limit.
  exposure        bigint NOT NULL DEFAULT 0 CHECK (exposure >= 0),
  -- Totals once settled.
  tickets         integer NOT NULL DEFAULT 0,
  stake           bigint NOT NULL DEFAULT 0,
  payout          bigint NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL,
  UNIQUE (brand_id, game_code, draw_no)
);
CREATE INDEX lottery_draws_due ON lottery_draws (status, draws_at) WHERE status IN ('open', 'closed', 'drawn');
CREATE INDEX lottery_draws_game ON lottery_draws (brand_id, game_code, draws_at DESC);

-- The most a draw's tickets could pay on one number (key: play type and pick), for the brand's
-- per-number limit.
CREATE TABLE lottery_exposure (
  draw_id     bigint NOT NULL REFERENCES lottery_draws(id),
  number_key  text NOT NULL,
  amount      bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (draw_id, number_key)
);

-- The wallet API session a member's tickets are staked in, per lottery vendor (renewed when old).
CREATE TABLE lottery_sessions (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members(id),
  vendor_id       integer NOT NULL REFERENCES game_vendors(id),
  vendor_session  text NOT NULL,
  player_id       text NOT NULL,
  currency        text NOT NULL,
  created_at      timestamptz NOT NULL,
  UNIQUE (member_id, vendor_id, vendor_session)
);
CREATE INDEX lottery_sessions_member ON lottery_sessions (member_id, vendor_id, created_at DESC);

-- A member's round of one draw in the seamless wallet API: round id `L<draw id>-<member id>`. Each
-- ticket is a bet of it (transaction `L<ticket id>-bet`); the settlement sends one win for the whole
-- round (transaction `L<draw id>-<member id>-win`, the sum of its tickets' wins, 0 when none won),
-- so a draw of 100,000 tickets settles with one wallet call per player. open -> settled | void.
CREATE TABLE lottery_rounds (
  draw_id      bigint NOT NULL REFERENCES lottery_draws(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  session_id   bigint NOT NULL REFERENCES lottery_sessions(id),
  status       text NOT NULL CHECK (status IN ('open', 'settled', 'void')),
  win          bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  created_at   timestamptz NOT NULL,
  settled_at   timestamptz,
  PRIMARY KEY (draw_id, member_id)
);
CREATE INDEX lottery_rounds_open ON lottery_rounds (draw_id) WHERE status = 'open';

CREATE TABLE lottery_tickets (
  id              bigserial PRIMARY KEY,
  brand_id        integer NOT NULL REFERENCES brands(id),
  draw_id         bigint NOT NULL REFERENCES lottery_draws(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  session_id      bigint NOT NULL REFERENCES lottery_sessions(id),
  -- The member's idempotency key and the bet's place in the request.
  request_id      text NOT NULL,
  request_index   integer NOT NULL,
  play_type       text NOT NULL,
  selection       jsonb NOT NULL,
  units           integer NOT NULL CHECK (units > 0),
  unit            bigint NOT NULL CHECK (unit > 0),
  stake           bigint NOT NULL CHECK (stake > 0),
  -- The most it can win (what it added to the draw's exposure).
  exposure        bigint NOT NULL CHECK (exposure >= 0),
  -- placing: its bet sent, the answer not yet known; open: staked; won, lost: settled; refused: the
  -- wallet refused the bet; void: refunded (its draw void, or its bet cancelled when no answer came).
  -- placing -> open | refused | void; open -> won | lost | void; nothing else.
  status          text NOT NULL CHECK (status IN ('placing', 'open', 'won', 'lost', 'refused', 'void')),
  win             bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  -- The error code when refused.
  error           text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL,
  settled_at      timestamptz,
  UNIQUE (member_id, request_id, request_index)
);
CREATE INDEX lottery_tickets_draw ON lottery_tickets (draw_id, status);
CREATE INDEX lottery_tickets_member ON lottery_tickets (member_id, created_at DESC);
