-- Agent contracts (issue 16 item 3, docs/decisions/1110-agent-contracts.md): dividend, daily wage,
-- hourly salary and real-time salary, from an upline (or the platform, for a top agent) to a downline.
-- A contract row is one offer and its life; a changed offer is a new row. Rates are basis points.

CREATE TABLE agent_contracts (
  id              bigserial PRIMARY KEY,
  brand_id        integer NOT NULL REFERENCES brands(id),
  kind            text NOT NULL CHECK (kind IN ('dividend', 'dailyWage', 'hourSalary', 'realtimeSalary')),
  period          text NOT NULL CHECK (period IN ('daily', 'weekly', 'semimonthly', 'monthly', 'hourly', 'realtime')),
  -- The downline who holds (or is offered) it.
  holder_id       bigint NOT NULL REFERENCES members(id),
  -- The upline who offered it; NULL: the platform (a top agent's contract, made by staff or the CLI).
  offered_by_id   bigint REFERENCES members(id),
  status          text NOT NULL CHECK (status IN ('offered', 'active', 'rejected', 'terminationRequested', 'terminated')),
  -- [{"minValidBet": minor units, "minActiveMembers": n, "minLoss": minor units, "rate": basis points}],
  -- sorted by rate ascending; monotonic.
  tiers           jsonb NOT NULL,
  -- The highest tier's rate, kept for quick comparisons (basis points).
  max_rate        integer NOT NULL CHECK (max_rate BETWEEN 0 AND 10000),
  offered_at      timestamptz NOT NULL,
  decided_at      timestamptz,
  -- Accepted contracts pay from the start of the next period on.
  effective_from  timestamptz,
  ended_at        timestamptz,
  -- Who asked to end it ('holder' or 'upline') while status is terminationRequested.
  termination_by  text CHECK (termination_by IN ('holder', 'upline')),
  note            text NOT NULL DEFAULT '',
  version         integer NOT NULL DEFAULT 0
);

-- At most one live contract (active or termination requested) and one open offer per holder and kind.
CREATE UNIQUE INDEX agent_contracts_one_live ON agent_contracts (holder_id, kind)
  WHERE status IN ('active', 'terminationRequested');
CREATE UNIQUE INDEX agent_contracts_one_offer ON agent_contracts (holder_id, kind) WHERE status = 'offered';
CREATE INDEX agent_contracts_offered_by ON agent_contracts (offered_by_id, kind, status);
CREATE INDEX agent_contracts_brand_kind ON agent_contracts (brand_id, kind, status);
