-- Agent contract payouts (issue 16, docs/decisions/1120-agent-payouts.md): what each agent's contract
-- pays for one period, who pays it (NULL: the platform; else the upline who offered the contract) and
-- whether it is paid. Money is minor units, rates basis points.

-- One run per (brand, kind, period): the compute job writes it with the period's payout rows, so a
-- period is computed once; it also carries the run's totals for the back office.
CREATE TABLE agent_payout_runs (
  id             bigserial PRIMARY KEY,
  brand_id       integer NOT NULL REFERENCES brands(id),
  kind           text NOT NULL CHECK (kind IN ('dividend', 'dailyWage', 'hourSalary', 'realtimeSalary')),
  period         text NOT NULL CHECK (period IN ('daily', 'weekly', 'semimonthly', 'monthly', 'hourly', 'realtime')),
  period_start   timestamptz NOT NULL,
  period_end     timestamptz NOT NULL,
  payouts        integer NOT NULL,
  gross          bigint NOT NULL,
  -- What the platform pays (the top agents' gross).
  platform_gross bigint NOT NULL,
  created_at     timestamptz NOT NULL,
  UNIQUE (brand_id, kind, period_start, period_end)
);

CREATE TABLE agent_payouts (
  id                     bigserial PRIMARY KEY,
  brand_id               integer NOT NULL REFERENCES brands(id),
  kind                   text NOT NULL CHECK (kind IN ('dividend', 'dailyWage', 'hourSalary', 'realtimeSalary')),
  period                 text NOT NULL CHECK (period IN ('daily', 'weekly', 'semimonthly', 'monthly', 'hourly', 'realtime')),
  contract_id            bigint NOT NULL REFERENCES agent_contracts(id),
  agent_id               bigint NOT NULL REFERENCES members(id),
  -- NULL: the platform pays; else the upline who offered the contract.
  payer_id               bigint REFERENCES members(id),
  period_start           timestamptz NOT NULL,
  period_end             timestamptz NOT NULL,
  -- The team's valid bet, or for a dividend the team's loss (stake - win, floor 0).
  base                   bigint NOT NULL CHECK (base >= 0),
  valid_bet              bigint NOT NULL,
  active_members         integer NOT NULL CHECK (active_members >= 0),
  rate                   integer NOT NULL CHECK (rate BETWEEN 0 AND 10000),
  -- floor(base * rate / 10000).
  gross                  bigint NOT NULL CHECK (gross >= 0),
  -- The direct downlines' gross of the same kind and period (this agent pays them).
  to_downlines           bigint NOT NULL CHECK (to_downlines >= 0),
  -- Paid to this agent by the payer: the whole gross.
  amount                 bigint NOT NULL CHECK (amount >= 0),
  status                 text NOT NULL CHECK (status IN ('pending', 'waiting', 'paid')),
  attempts               integer NOT NULL DEFAULT 0,
  -- An error code (packages/contracts/src/errors.ts), '' when none.
  last_error             text NOT NULL DEFAULT '',
  ledger_transaction_id  bigint,
  created_at             timestamptz NOT NULL,
  paid_at                timestamptz,
  UNIQUE (kind, agent_id, period_start, period_end)
);
CREATE INDEX agent_payouts_agent ON agent_payouts (agent_id, period_start);
CREATE INDEX agent_payouts_payer ON agent_payouts (payer_id, period_start) WHERE payer_id IS NOT NULL;
CREATE INDEX agent_payouts_period ON agent_payouts (brand_id, kind, period_start, period_end);
CREATE INDEX agent_payouts_waiting ON agent_payouts (brand_id, period_start) WHERE status = 'waiting';
