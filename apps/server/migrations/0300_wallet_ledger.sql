-- The wallet ledger: accounts, double-entry transactions, holds.
--
-- Member-side accounts (main wallet, vendor sub-wallets) keep their balance in their row, updated under
-- the row lock by ledger_post. Brand-side accounts (house, clearing, bonus, fee) keep no balance in
-- their row: their balance is the sum of their lines, so posting to them locks nothing and a busy house
-- account never serialises traffic. Ledger rows are append-only; corrections are reversals.

CREATE TABLE wallet_accounts (
  id          bigserial PRIMARY KEY,
  brand_id    integer NOT NULL REFERENCES brands(id),
  member_id   bigint REFERENCES members(id),
  kind        text NOT NULL CHECK (kind IN ('main', 'vendor', 'house', 'deposit_clearing', 'withdrawal_clearing', 'bonus', 'fee')),
  vendor      text NOT NULL DEFAULT '',
  currency    text NOT NULL,
  balance     bigint NOT NULL DEFAULT 0,
  held        bigint NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((member_id IS NOT NULL) = (kind IN ('main', 'vendor'))),
  CHECK ((kind = 'vendor') = (vendor <> '')),
  CHECK (member_id IS NULL OR (held >= 0 AND balance >= held)),
  CHECK (member_id IS NOT NULL OR (balance = 0 AND held = 0))
);
CREATE UNIQUE INDEX wallet_accounts_member ON wallet_accounts (member_id, kind, vendor) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX wallet_accounts_brand ON wallet_accounts (brand_id, kind) WHERE member_id IS NULL;

-- No foreign keys to brands or accounts here on purpose: a key check share-locks the referenced row, and
-- every posting names the brand's house or clearing account. ledger_post checks accounts itself.
CREATE TABLE ledger_transactions (
  id               bigserial PRIMARY KEY,
  brand_id         integer NOT NULL,
  idempotency_key  text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  kind             text NOT NULL,
  reference_type   text NOT NULL DEFAULT '',
  reference_id     text NOT NULL DEFAULT '',
  fingerprint      text NOT NULL,
  reverses_id      bigint UNIQUE REFERENCES ledger_transactions(id),
  memo             text NOT NULL DEFAULT '',
  actor_id         bigint,
  created_at       timestamptz NOT NULL,
  UNIQUE (brand_id, idempotency_key)
);
CREATE INDEX ledger_transactions_reference ON ledger_transactions (brand_id, reference_type, reference_id);

CREATE TABLE ledger_lines (
  id              bigserial PRIMARY KEY,
  transaction_id  bigint NOT NULL REFERENCES ledger_transactions(id),
  brand_id        integer NOT NULL,
  account_id      bigint NOT NULL,
  member_id       bigint,
  amount          bigint NOT NULL CHECK (amount <> 0),
  balance_after   bigint,
  created_at      timestamptz NOT NULL
);
CREATE INDEX ledger_lines_transaction ON ledger_lines (transaction_id);
CREATE INDEX ledger_lines_account ON ledger_lines (account_id, id);
CREATE INDEX ledger_lines_member ON ledger_lines (member_id, created_at DESC, id DESC) WHERE member_id IS NOT NULL;

-- Money set aside for a pending withdrawal: counted in wallet_accounts.held, so it cannot be spent.
CREATE TABLE wallet_holds (
  id              bigserial PRIMARY KEY,
  brand_id        integer NOT NULL REFERENCES brands(id),
  account_id      bigint NOT NULL REFERENCES wallet_accounts(id),
  amount          bigint NOT NULL CHECK (amount > 0),
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'captured', 'released')),
  reference_type  text NOT NULL,
  reference_id    text NOT NULL,
  created_at      timestamptz NOT NULL,
  settled_at      timestamptz,
  UNIQUE (reference_type, reference_id)
);
CREATE INDEX wallet_holds_account ON wallet_holds (account_id) WHERE status = 'active';

CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only; correct by reversal' USING ERRCODE = 'WL900';
END $$;
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_lines_append_only BEFORE UPDATE OR DELETE ON ledger_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_lines_no_truncate BEFORE TRUNCATE ON ledger_lines
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Every insert of lines balances per transaction; since lines are never changed, every transaction does.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_lines GROUP BY transaction_id HAVING sum(amount) <> 0) THEN
    RAISE EXCEPTION 'ledger lines of a transaction must sum to zero' USING ERRCODE = 'WL003';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_lines_balanced AFTER INSERT ON ledger_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_balanced();

-- Posts one ledger transaction in one call (one round trip, atomic on its own or inside a transaction).
-- Idempotent on (brand, key): a repeat with the same movement returns the first result with
-- replayed = true; a repeat with another movement raises WL002. p_release[i] > 0 also releases that
-- much of the account's hold (capturing a withdrawal hold). Member accounts are updated in id order,
-- so two postings never deadlock. Errors: WL001 insufficient funds (DETAIL is the account id),
-- WL002 key reused, WL003 unbalanced or malformed, WL004 unknown account or hold larger than held.
CREATE FUNCTION ledger_post(
  p_brand integer, p_key text, p_kind text, p_ref_type text, p_ref_id text, p_memo text,
  p_actor bigint, p_reverses bigint, p_accounts bigint[], p_amounts bigint[], p_release bigint[], p_at timestamptz
) RETURNS TABLE (transaction_id bigint, replayed boolean, account_id bigint, member_id bigint, amount bigint, balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_n integer := coalesce(array_length(p_accounts, 1), 0);
  v_tx bigint;
  v_fp text;
  v_old text;
  v_member bigint;
  v_balance bigint;
  v_members bigint[] := '{}';
  v_after bigint[] := '{}';
  v_accounts bigint[] := '{}';
  v_amounts bigint[] := '{}';
  r record;
BEGIN
  IF v_n < 2 OR coalesce(array_length(p_amounts, 1), 0) <> v_n OR coalesce(array_length(p_release, 1), 0) <> v_n THEN
    RAISE EXCEPTION 'a ledger transaction needs two or more lines' USING ERRCODE = 'WL003';
  END IF;
  IF (SELECT count(DISTINCT a) FROM unnest(p_accounts) a) <> v_n THEN
    RAISE EXCEPTION 'an account appears twice in one transaction' USING ERRCODE = 'WL003';
  END IF;
  IF (SELECT sum(m) FROM unnest(p_amounts) m) <> 0 OR EXISTS (SELECT 1 FROM unnest(p_amounts) m WHERE m = 0)
     OR EXISTS (SELECT 1 FROM unnest(p_release) x WHERE x < 0) THEN
    RAISE EXCEPTION 'ledger lines must be non-zero and sum to zero' USING ERRCODE = 'WL003';
  END IF;
  SELECT p_kind || '|' || string_agg(u.a::text || ':' || u.m::text || ':' || u.x::text, ',' ORDER BY u.a)
    INTO v_fp FROM unnest(p_accounts, p_amounts, p_release) AS u(a, m, x);

  INSERT INTO ledger_transactions AS t (brand_id, idempotency_key, kind, reference_type, reference_id, fingerprint,
                                        reverses_id, memo, actor_id, created_at)
  VALUES (p_brand, p_key, p_kind, p_ref_type, p_ref_id, v_fp, p_reverses, p_memo, p_actor, p_at)
  ON CONFLICT (brand_id, idempotency_key) DO NOTHING
  RETURNING t.id INTO v_tx;

  IF v_tx IS NULL THEN
    SELECT t.id, t.fingerprint INTO v_tx, v_old FROM ledger_transactions t
      WHERE t.brand_id = p_brand AND t.idempotency_key = p_key;
    IF v_old IS DISTINCT FROM v_fp THEN
      RAISE EXCEPTION 'idempotency key % was used for another movement', p_key USING ERRCODE = 'WL002';
    END IF;
    RETURN QUERY SELECT l.transaction_id, true, l.account_id, l.member_id, l.amount, l.balance_after
      FROM ledger_lines l WHERE l.transaction_id = v_tx ORDER BY l.id;
    RETURN;
  END IF;

  FOR r IN SELECT u.a, u.m, u.x FROM unnest(p_accounts, p_amounts, p_release) AS u(a, m, x) ORDER BY u.a LOOP
    UPDATE wallet_accounts w SET balance = w.balance + r.m, held = w.held - r.x
      WHERE w.id = r.a AND w.brand_id = p_brand AND w.member_id IS NOT NULL
        AND w.held >= r.x AND w.balance + r.m >= w.held - r.x
      RETURNING w.member_id, w.balance INTO v_member, v_balance;
    IF NOT FOUND THEN
      SELECT w.member_id, w.balance INTO v_member, v_balance FROM wallet_accounts w
        WHERE w.id = r.a AND w.brand_id = p_brand;
      IF NOT FOUND OR (v_member IS NULL AND r.x <> 0) THEN
        RAISE EXCEPTION 'unknown account % for brand %', r.a, p_brand USING ERRCODE = 'WL004';
      END IF;
      IF v_member IS NOT NULL THEN
        IF (SELECT w.held FROM wallet_accounts w WHERE w.id = r.a) < r.x THEN
          RAISE EXCEPTION 'release larger than the hold on account %', r.a USING ERRCODE = 'WL004';
        END IF;
        RAISE EXCEPTION 'insufficient funds' USING ERRCODE = 'WL001', DETAIL = r.a::text;
      END IF;
      v_balance := NULL;
    END IF;
    v_accounts := v_accounts || r.a;
    v_amounts := v_amounts || r.m;
    v_members := v_members || v_member;
    v_after := v_after || v_balance;
  END LOOP;

  INSERT INTO ledger_lines (transaction_id, brand_id, account_id, member_id, amount, balance_after, created_at)
  SELECT v_tx, p_brand, u.a, u.mem, u.m, u.b, p_at FROM unnest(v_accounts, v_members, v_amounts, v_after) AS u(a, mem, m, b);

  RETURN QUERY SELECT v_tx, false, u.a, u.mem, u.m, u.b FROM unnest(v_accounts, v_members, v_amounts, v_after) AS u(a, mem, m, b);
END $$;
