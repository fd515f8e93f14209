-- Free play now uses the trial account's play money (trial_balances, migration 0200), shared by all its
-- game sessions and shown in the site's header; the per-session play money of 0410 is gone.
ALTER TABLE vendor_sessions DROP COLUMN play_balance;
