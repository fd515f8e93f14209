-- Agent contract settings per brand (issue 16 item 5, docs/decisions/1110-agent-contracts.md): the
-- templates staff pick when offering a platform contract to a top agent, and the highest rate a
-- contract of each kind may have. A kind without a limit row uses the documented default.

CREATE TABLE agent_contract_templates (
  id          bigserial PRIMARY KEY,
  brand_id    integer NOT NULL REFERENCES brands(id),
  kind        text NOT NULL CHECK (kind IN ('dividend', 'dailyWage', 'hourSalary', 'realtimeSalary')),
  name        text NOT NULL,
  period      text NOT NULL CHECK (period IN ('daily', 'weekly', 'semimonthly', 'monthly', 'hourly', 'realtime')),
  -- Stored like agent_contracts.tiers: minor units and basis points, sorted by rate.
  tiers       jsonb NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX agent_contract_templates_name ON agent_contract_templates (brand_id, kind, name);

CREATE TABLE agent_contract_limits (
  brand_id    integer NOT NULL REFERENCES brands(id),
  kind        text NOT NULL CHECK (kind IN ('dividend', 'dailyWage', 'hourSalary', 'realtimeSalary')),
  -- Basis points.
  max_rate    integer NOT NULL CHECK (max_rate BETWEEN 0 AND 10000),
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (brand_id, kind)
);
