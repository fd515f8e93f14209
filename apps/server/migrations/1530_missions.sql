-- Missions and leaderboards (issue 19 item 3; docs/decisions/1530-missions.md).
--
-- Missions are data per brand: daily or weekly (in the brand's local day and Monday-started week), a
-- kind (deposit an amount, bet an amount on a game category, sign in on N days, play N rounds), a
-- target, and a reward of points (the points ledger, source 'mission') or of cash or a bonus (the reward
-- centre, source 'mission'). Progress is kept per (mission, member, period) by event handlers that run
-- in the transaction marking their delivery done, so each event counts exactly once.

CREATE TABLE missions (
  id                 serial PRIMARY KEY,
  brand_id           integer NOT NULL REFERENCES brands(id),
  code               text NOT NULL CHECK (code ~ '^[a-z0-9][a-z0-9_-]{0,39}$'),
  cadence            text NOT NULL CHECK (cadence IN ('daily', 'weekly')),
  kind               text NOT NULL CHECK (kind IN ('deposit', 'bet', 'signin', 'rounds')),
  -- The game category a 'bet' or 'rounds' mission counts (game_vendors.game_type); '' = any.
  category           text NOT NULL DEFAULT '',
  -- Minor units for deposit and bet, a count for signin (days) and rounds.
  target             bigint NOT NULL CHECK (target > 0),
  reward_kind        text NOT NULL CHECK (reward_kind IN ('points', 'cash', 'bonus')),
  -- Points, or minor units for cash and bonus.
  reward_amount      bigint NOT NULL CHECK (reward_amount > 0),
  wagering_multiple  smallint NOT NULL DEFAULT 0 CHECK (wagering_multiple BETWEEN 0 AND 100),
  -- {"EN": "...", "CN": "...", ...}; EN is required.
  titles             jsonb NOT NULL,
  active             boolean NOT NULL DEFAULT true,
  sort               integer NOT NULL DEFAULT 0,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  UNIQUE (brand_id, code),
  CHECK (kind <> 'signin' OR (cadence = 'weekly' AND target <= 7) OR (cadence = 'daily' AND target = 1))
);
CREATE INDEX missions_brand_active ON missions (brand_id) WHERE active;

-- A member's progress on a mission in one period (the local day yyyy-MM-dd, or the Monday of the week).
CREATE TABLE mission_progress (
  mission_id    integer NOT NULL REFERENCES missions(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  period        text NOT NULL,
  brand_id      integer NOT NULL REFERENCES brands(id),
  progress      bigint NOT NULL DEFAULT 0,
  completed_at  timestamptz,
  claimed_at    timestamptz,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (mission_id, member_id, period),
  CHECK (claimed_at IS NULL OR completed_at IS NOT NULL)
);
CREATE INDEX mission_progress_member ON mission_progress (member_id, period);

-- The local days a member signed in on, per sign-in mission and period: a day counts once.
CREATE TABLE mission_signin_days (
  mission_id  integer NOT NULL REFERENCES missions(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  day         text NOT NULL,
  PRIMARY KEY (mission_id, member_id, day)
);

-- Leaderboards per brand: top members by valid bet or by win per day, week or month, with prizes by
-- rank paid by the job (missions.leaderboard_pay, board, period) after the period ends.
CREATE TABLE leaderboards (
  id          serial PRIMARY KEY,
  brand_id    integer NOT NULL REFERENCES brands(id),
  code        text NOT NULL CHECK (code ~ '^[a-z0-9][a-z0-9_-]{0,39}$'),
  metric      text NOT NULL CHECK (metric IN ('validBet', 'win')),
  cadence     text NOT NULL CHECK (cadence IN ('daily', 'weekly', 'monthly')),
  titles      jsonb NOT NULL,
  -- [{"fromRank": 1, "toRank": 1, "kind": "points"|"cash"|"bonus", "amount": n, "wageringMultiple": 0}]
  prizes      jsonb NOT NULL DEFAULT '[]',
  active      boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  UNIQUE (brand_id, code)
);

-- A member's score on a board in one period, and when it last rose (ties go to whoever got there first).
CREATE TABLE leaderboard_scores (
  board_id    integer NOT NULL REFERENCES leaderboards(id),
  period      text NOT NULL,
  member_id   bigint NOT NULL,
  brand_id    integer NOT NULL,
  score       bigint NOT NULL,
  reached_at  timestamptz NOT NULL,
  PRIMARY KEY (board_id, period, member_id)
);
-- The top 100 of a board's period read in index order.
CREATE INDEX leaderboard_scores_rank ON leaderboard_scores (board_id, period, score DESC, reached_at, member_id);

-- The prizes paid for a board's period, one row per rank (written by the pay job's transaction).
CREATE TABLE leaderboard_prizes (
  board_id   integer NOT NULL REFERENCES leaderboards(id),
  period     text NOT NULL,
  rank       integer NOT NULL CHECK (rank > 0),
  brand_id   integer NOT NULL,
  member_id  bigint NOT NULL,
  score      bigint NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('points', 'cash', 'bonus')),
  amount     bigint NOT NULL CHECK (amount > 0),
  paid_at    timestamptz NOT NULL,
  PRIMARY KEY (board_id, period, rank)
);
CREATE INDEX leaderboard_prizes_brand ON leaderboard_prizes (brand_id, paid_at DESC);
