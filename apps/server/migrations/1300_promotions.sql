-- Promotions, rewards and the bonus engine (issue 18, docs/decisions/1300-promotions.md). A promotion
-- is data per brand; what members get goes to the reward centre (promotion_rewards) and, when it
-- carries wagering, becomes a bonus grant (bonus_grants) wagered from the valid-bet record. Money is
-- minor units; rates basis points; texts per language in jsonb.

CREATE TABLE promotions (
  id            bigserial PRIMARY KEY,
  brand_id      integer NOT NULL REFERENCES brands(id),
  code          text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('deposit', 'first_deposit', 'rebate', 'cashback', 'application',
                                             'raffle', 'envelope', 'referral')),
  category      text NOT NULL,
  -- draft -> published (live from starts_at) -> ended (by ends_at or by hand) -> archived.
  status        text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'ended', 'archived')),
  starts_at     timestamptz NOT NULL,
  ends_at       timestamptz,
  -- language code -> text; body is sanitised HTML (sanitised again when served).
  title         jsonb NOT NULL,
  summary       jsonb NOT NULL DEFAULT '{}'::jsonb,
  body          jsonb NOT NULL DEFAULT '{}'::jsonb,
  art           jsonb NOT NULL,
  eligibility   jsonb NOT NULL,
  -- The kind's rules as the contract's ZPromotionRules, amounts in minor units (see promotions/rules.ts).
  rules         jsonb NOT NULL,
  sort          integer NOT NULL DEFAULT 100,
  -- Raffles: the draw seed (secret until drawn) and its sha256, published from creation.
  seed          text,
  seed_hash     text,
  version       integer NOT NULL DEFAULT 1,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  updated_by    text NOT NULL DEFAULT '',
  UNIQUE (brand_id, code)
);
CREATE INDEX promotions_live ON promotions (brand_id, status, sort, id);

-- One row per time a member took part (the eligibility's repeat: 'once', a day, a week, or a unique
-- reference when unlimited). Written first, in the same transaction as what it allows: the primary
-- key makes a second claim of the same period fail instead of paying twice.
CREATE TABLE promotion_participations (
  promotion_id  bigint NOT NULL REFERENCES promotions(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  period_key    text NOT NULL,
  brand_id      integer NOT NULL,
  reference     text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (promotion_id, member_id, period_key)
);
CREATE INDEX promotion_participations_member ON promotion_participations (member_id, created_at DESC);

-- Application images as uploaded (png or jpg, checked by content, at most 5 MB); removed when not
-- attached to an application within a day.
CREATE TABLE promotion_images (
  id            text PRIMARY KEY,
  brand_id      integer NOT NULL,
  member_id     bigint NOT NULL REFERENCES members(id),
  mime          text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes         bytea NOT NULL,
  size          integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  application_id bigint,
  created_at    timestamptz NOT NULL
);
CREATE INDEX promotion_images_member ON promotion_images (member_id, created_at);

CREATE TABLE promotion_applications (
  id            bigserial PRIMARY KEY,
  brand_id      integer NOT NULL,
  promotion_id  bigint NOT NULL REFERENCES promotions(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  comment       text NOT NULL CHECK (char_length(comment) <= 140),
  image_ids     jsonb NOT NULL DEFAULT '[]'::jsonb,
  contact       jsonb,
  status        text NOT NULL DEFAULT 'applying' CHECK (status IN ('applying', 'rejected', 'issued')),
  reason        text NOT NULL DEFAULT '',
  amount        bigint CHECK (amount > 0),
  request_id    text NOT NULL,
  reviewed_by   text NOT NULL DEFAULT '',
  reviewed_at   timestamptz,
  created_at    timestamptz NOT NULL,
  UNIQUE (member_id, request_id)
);
-- At most one application waiting per member and promotion.
CREATE UNIQUE INDEX promotion_applications_waiting ON promotion_applications (promotion_id, member_id)
  WHERE status = 'applying';
CREATE INDEX promotion_applications_queue ON promotion_applications (brand_id, status, created_at);

-- The reward centre: what a member may claim (rebates, cashback, raffle prizes, red envelopes,
-- referrals, approved applications, manual grants). source_key makes each reward exactly once
-- (e.g. rebate:<promotion>:<period>:<member>).
CREATE TABLE promotion_rewards (
  id                 bigserial PRIMARY KEY,
  brand_id           integer NOT NULL,
  member_id          bigint NOT NULL REFERENCES members(id),
  promotion_id       bigint REFERENCES promotions(id),
  source             text NOT NULL CHECK (source IN ('rebate', 'cashback', 'application', 'raffle', 'envelope',
                                                     'referral', 'manual')),
  source_key         text NOT NULL,
  title              jsonb NOT NULL DEFAULT '{}'::jsonb,
  amount             bigint NOT NULL CHECK (amount > 0),
  -- The wagering the bonus carries when claimed (multiple 0: paid as cash); the promotion's wagering
  -- rules as at issue, amounts minor units.
  wagering           jsonb NOT NULL,
  needs_contact      boolean NOT NULL DEFAULT false,
  status             text NOT NULL DEFAULT 'claimable' CHECK (status IN ('claimable', 'claimed', 'expired', 'revoked')),
  status_reason      text NOT NULL DEFAULT '',
  contact            jsonb,
  ledger_tx_id       bigint,
  grant_id           bigint,
  actor              text NOT NULL DEFAULT '',
  created_at         timestamptz NOT NULL,
  expires_at         timestamptz,
  claimed_at         timestamptz,
  -- The claim's requestId: the same request again answers the same claim (a retry, not a refusal).
  claim_request_id   text,
  UNIQUE (brand_id, source_key)
);
CREATE INDEX promotion_rewards_member ON promotion_rewards (member_id, status, created_at DESC);
CREATE INDEX promotion_rewards_promotion ON promotion_rewards (promotion_id, status);

-- A bonus being wagered or done with. At most one active grant per member (the partial index).
CREATE TABLE bonus_grants (
  id                 bigserial PRIMARY KEY,
  brand_id           integer NOT NULL,
  member_id          bigint NOT NULL REFERENCES members(id),
  promotion_id       bigint REFERENCES promotions(id),
  -- deposit:<orderNo>, reward:<id>: a grant is made once per source.
  source_key         text NOT NULL,
  title              jsonb NOT NULL DEFAULT '{}'::jsonb,
  amount             bigint NOT NULL CHECK (amount > 0),
  deposit_amount     bigint NOT NULL DEFAULT 0 CHECK (deposit_amount >= 0),
  wagering_required  bigint NOT NULL CHECK (wagering_required >= 0),
  wagered            bigint NOT NULL DEFAULT 0,
  -- category -> contribution percent 0-100.
  contributions      jsonb NOT NULL,
  max_bet            bigint CHECK (max_bet > 0),
  max_win            bigint CHECK (max_win > 0),
  status             text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'forfeited', 'expired',
                                                                       'revoked', 'lost')),
  -- Why it ended: a message key or staff's reason.
  status_reason      text NOT NULL DEFAULT '',
  converted          bigint NOT NULL DEFAULT 0,
  forfeited          bigint NOT NULL DEFAULT 0,
  actor              text NOT NULL DEFAULT '',
  created_at         timestamptz NOT NULL,
  expires_at         timestamptz NOT NULL,
  ended_at           timestamptz,
  UNIQUE (brand_id, source_key)
);
CREATE UNIQUE INDEX bonus_grants_one_active ON bonus_grants (member_id) WHERE status = 'active';
CREATE INDEX bonus_grants_member ON bonus_grants (member_id, id DESC);
CREATE INDEX bonus_grants_promotion ON bonus_grants (promotion_id, status);
CREATE INDEX bonus_grants_expiry ON bonus_grants (expires_at) WHERE status = 'active';

-- Each valid-bet row counts toward one grant once: (grant, valid-bet row) is the key. A correcting
-- row of the record (a rollback, a resettlement) counts too, with its sign.
CREATE TABLE bonus_contributions (
  grant_id      bigint NOT NULL REFERENCES bonus_grants(id),
  bet_key       text NOT NULL,
  category      text NOT NULL,
  game          text NOT NULL DEFAULT '',
  valid_amount  bigint NOT NULL,
  counted       bigint NOT NULL,
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (grant_id, bet_key)
);

-- Raffle entries: a member joins (MCS2_claimRafflePromotion); tickets are counted from joined_at
-- to the draw from the valid-bet record and deposits, and fixed (tickets, first_ticket) at the draw.
CREATE TABLE raffle_entries (
  promotion_id  bigint NOT NULL REFERENCES promotions(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  brand_id      integer NOT NULL,
  joined_at     timestamptz NOT NULL,
  tickets       bigint,
  first_ticket  bigint,
  PRIMARY KEY (promotion_id, member_id)
);

-- A raffle's draw: its result, once (the job keyed (promotions.raffle_draw, promotion, drawAt)).
CREATE TABLE raffle_draws (
  promotion_id  bigint PRIMARY KEY REFERENCES promotions(id),
  brand_id      integer NOT NULL,
  drawn_at      timestamptz NOT NULL,
  total_tickets bigint NOT NULL,
  -- [{rank, memberId, ticket, amount}]
  winners       jsonb NOT NULL
);

-- Red envelope rounds: opened by the job at each configured time, closed window_minutes later. The
-- shares are split up front (double-average split; they sum to the pool), one row each, and a claim
-- takes the lowest free one it can lock (SKIP LOCKED): claimers do not queue behind one round row.
CREATE TABLE envelope_rounds (
  id            bigserial PRIMARY KEY,
  brand_id      integer NOT NULL,
  promotion_id  bigint NOT NULL REFERENCES promotions(id),
  opens_at      timestamptz NOT NULL,
  closes_at     timestamptz NOT NULL,
  pool          bigint NOT NULL CHECK (pool > 0),
  shares        jsonb NOT NULL,
  UNIQUE (promotion_id, opens_at)
);
CREATE TABLE envelope_shares (
  round_id      bigint NOT NULL REFERENCES envelope_rounds(id),
  share_no      integer NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  member_id     bigint REFERENCES members(id),
  reward_id     bigint,
  claimed_at    timestamptz,
  request_id    text,
  PRIMARY KEY (round_id, share_no),
  UNIQUE (round_id, member_id),
  CHECK ((member_id IS NULL) = (claimed_at IS NULL))
);
CREATE INDEX envelope_shares_free ON envelope_shares (round_id, share_no) WHERE member_id IS NULL;

-- A deposit's chosen bonus (granted when the deposit is credited).
ALTER TABLE deposit_orders ADD COLUMN promotion_id bigint REFERENCES promotions(id);
