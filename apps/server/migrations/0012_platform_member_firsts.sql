-- A member's firsts (the first credited deposit, ...), one row per (member, kind): inserting it with
-- ON CONFLICT DO NOTHING is what decides, in the transaction of the change, that this change is the
-- first. Two first deposits approved at the same moment cannot both win: the second insert waits for
-- the first's transaction and then finds its row. The event (deposit.first) is written beside it.
CREATE TABLE member_firsts (
  member_id   bigint NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('deposit')),
  brand_id    integer NOT NULL,
  -- What it was (a deposit's order number) and when.
  reference   text NOT NULL,
  at          timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind)
);

-- Databases that already hold paid deposits: those members had their first deposit before this table.
-- (On a new database the cashier's tables come later, in 0302, and there is nothing to copy.)
DO $$
BEGIN
  IF to_regclass('deposit_orders') IS NOT NULL THEN
    INSERT INTO member_firsts (member_id, kind, brand_id, reference, at)
    SELECT DISTINCT ON (member_id) member_id, 'deposit', brand_id, order_no, settled_at
      FROM deposit_orders WHERE status = 'paid'
     ORDER BY member_id, settled_at, id;
  END IF;
END $$;
