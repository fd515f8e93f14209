-- Payout runs whose platform share reaches the brand's agentPayoutApprovalThreshold wait for a staff
-- approval before the platform pays its top agents (issue 16 item 5, docs/decisions/1120-agent-payouts.md).
-- auto: paid without one; held: waiting for it; approved: approved by approved_by at approved_at.
ALTER TABLE agent_payout_runs
  ADD COLUMN approval text NOT NULL DEFAULT 'auto' CHECK (approval IN ('auto', 'held', 'approved')),
  ADD COLUMN approved_by text,
  ADD COLUMN approved_at timestamptz;
CREATE INDEX agent_payout_runs_held ON agent_payout_runs (brand_id) WHERE approval = 'held';
