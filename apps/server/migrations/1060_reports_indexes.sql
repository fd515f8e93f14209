-- Back-office reports (docs/decisions/1060-backoffice-reports.md): a brand's rows over a range of days,
-- read from an index that starts with the brand and the moment the report counts the row on. The
-- valid-bet record already has its (brand_id, settled_at) covering index; these are for the cashier,
-- the members, the firsts and the ledger's bonus and adjustment transactions. None of these tables is
-- on a hot write path (the bets are, and get no new index here).

-- Deposits requested in a day (by status and channel) and credited in a day.
CREATE INDEX deposit_orders_report_created ON deposit_orders (brand_id, created_at)
  INCLUDE (status, channel_type, channel_id, amount);
CREATE INDEX deposit_orders_report_paid ON deposit_orders (brand_id, settled_at)
  INCLUDE (amount) WHERE status = 'paid';
-- Withdrawals requested in a day (by status) and paid out in a day.
CREATE INDEX withdrawals_report_created ON withdrawals (brand_id, created_at) INCLUDE (status, amount);
CREATE INDEX withdrawals_report_paid ON withdrawals (brand_id, paid_at) INCLUDE (amount) WHERE paid_at IS NOT NULL;
-- New members of a day.
CREATE INDEX members_report_created ON members (brand_id, created_at);
-- First deposits of a day.
CREATE INDEX member_firsts_report ON member_firsts (brand_id, kind, at);
-- Bonuses, adjustments and their reversals of a day (NGR's deductions); the lines come by transaction id.
CREATE INDEX ledger_transactions_report ON ledger_transactions (brand_id, created_at)
  WHERE kind IN ('bonus', 'adjustment', 'reversal');
