-- The seamless wallet API for game vendors (docs/vendor-api.md, docs/decisions/0410).

-- A game session: one per launch token a vendor has authenticated. Bets, wins and rollbacks name it.
CREATE TABLE vendor_sessions (
  id            text PRIMARY KEY,
  launch_id     bigint NOT NULL UNIQUE REFERENCES game_launches(id),
  brand_id      integer NOT NULL REFERENCES brands(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  vendor_id     integer NOT NULL REFERENCES game_vendors(id),
  game_id       bigint NOT NULL REFERENCES games(id),
  free_play     boolean NOT NULL,
  currency      text NOT NULL,
  language      text NOT NULL,
  -- Play money of a free-play session (minor units); real sessions use the wallet and keep 0 here.
  play_balance  bigint NOT NULL DEFAULT 0 CHECK (play_balance >= 0),
  created_at    timestamptz NOT NULL,
  -- Bets are refused after this; wins and rollbacks are always accepted.
  expires_at    timestamptz NOT NULL
);
CREATE INDEX vendor_sessions_member ON vendor_sessions (member_id, created_at DESC);

-- Every bet, win and rollback a vendor sent, once per (vendor, transaction id), with the exact answer
-- given (a repeat gets it byte for byte). A bet row with a NULL fingerprint was never received: its
-- rollback arrived first, and the stored answer refuses the late bet.
CREATE TABLE vendor_transactions (
  vendor_id       integer NOT NULL REFERENCES game_vendors(id),
  transaction_id  text NOT NULL,
  action          text NOT NULL CHECK (action IN ('bet', 'win', 'rollback')),
  fingerprint     text,
  session_id      text NOT NULL,
  brand_id        integer NOT NULL,
  member_id       bigint NOT NULL,
  round_id        text NOT NULL,
  -- Money moved by this transaction (minor units); 0 when refused or when nothing moved.
  amount          bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  -- The ledger transaction (real money); NULL for play money, refusals and zero amounts.
  ledger_id       bigint,
  -- For an accepted bet: the rollback that refunded it.
  rolled_back_by  text,
  http_status     smallint NOT NULL,
  answer          text NOT NULL,
  created_at      timestamptz NOT NULL,
  PRIMARY KEY (vendor_id, transaction_id)
);

-- The betting record: one row per (vendor, member, round), written by the vendor API.
CREATE TABLE bet_rounds (
  id           bigserial PRIMARY KEY,
  brand_id     integer NOT NULL REFERENCES brands(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  vendor_id    integer NOT NULL REFERENCES game_vendors(id),
  game_id      bigint NOT NULL REFERENCES games(id),
  -- The category the brand showed the vendor under when the round started (RNG, LIVE, ESPORTS, ...).
  category     text NOT NULL,
  round_id     text NOT NULL,
  free_play    boolean NOT NULL,
  -- Stakes not rolled back, and payouts (minor units).
  bet_minor    bigint NOT NULL DEFAULT 0 CHECK (bet_minor >= 0),
  win_minor    bigint NOT NULL DEFAULT 0 CHECK (win_minor >= 0),
  bet_count    integer NOT NULL DEFAULT 0,
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'rolled_back')),
  started_at   timestamptz NOT NULL,
  settled_at   timestamptz,
  updated_at   timestamptz NOT NULL,
  UNIQUE (vendor_id, member_id, round_id)
);
CREATE INDEX bet_rounds_member ON bet_rounds (member_id, started_at DESC, id DESC) WHERE NOT free_play;
