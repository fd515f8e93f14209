-- Back-office money work (issue 15 items 4 and 5, docs/decisions/1030-backoffice-queues.md): who has
-- claimed a deposit or withdrawal, the first approval of an act at or above the brand's
-- second-approval threshold, and every balance adjustment and reversal asked for from the back
-- office or the CLI (idempotent per brand and request id). One row per (brand, kind, ref).
CREATE TABLE money_reviews (
  id bigserial PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands(id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'adjustment', 'reversal')),
  -- deposit/withdrawal: the order number; adjustment: the request id; reversal: the reversed transaction id.
  ref text NOT NULL,
  member_id bigint REFERENCES members(id),
  -- adjustment: signed minor units (credit > 0); reversal: the member's amount of the reversed transaction.
  amount bigint NOT NULL DEFAULT 0,
  reason text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'pending_second', 'done', 'cancelled')),
  claimed_by bigint REFERENCES staff(id),
  claimed_name text NOT NULL DEFAULT '',
  claimed_at timestamptz,
  -- The first approver of an act that needs two: 'staff:<id>' or 'cli:<os user>'.
  first_actor text NOT NULL DEFAULT '',
  first_name text NOT NULL DEFAULT '',
  first_at timestamptz,
  transaction_id bigint,
  balance_after bigint,
  created_at timestamptz NOT NULL,
  done_at timestamptz,
  UNIQUE (brand_id, kind, ref),
  CHECK (state <> 'pending_second' OR (first_actor <> '' AND first_at IS NOT NULL))
);
CREATE INDEX money_reviews_pending ON money_reviews (brand_id, kind, state);
