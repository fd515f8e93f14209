-- Points and the points mall (issue 19 item 1; docs/decisions/1510-points.md).
--
-- A points ledger with the wallet's discipline: one balance row per member that never goes negative
-- (CHECK, and points_post only changes it by a conditional update under the row's lock), one entry per
-- change with an idempotency key unique per brand, corrections by reversal entries, nothing expires.

CREATE TABLE point_settings (
  brand_id            integer PRIMARY KEY REFERENCES brands(id),
  enabled             boolean NOT NULL DEFAULT true,
  -- One point per this much valid bet, in the brand currency's major units (30: 1 point per 30).
  earn_bet_per_point  integer NOT NULL DEFAULT 30 CHECK (earn_bet_per_point > 0),
  -- Converting: convert_points points give convert_cash minor units.
  convert_points      integer NOT NULL DEFAULT 100 CHECK (convert_points > 0),
  convert_cash        bigint NOT NULL DEFAULT 100 CHECK (convert_cash >= 0),
  -- The fewest points one conversion may take.
  convert_min_points  integer NOT NULL DEFAULT 100 CHECK (convert_min_points > 0),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE point_balances (
  member_id   bigint PRIMARY KEY REFERENCES members(id),
  brand_id    integer NOT NULL REFERENCES brands(id),
  points      bigint NOT NULL DEFAULT 0 CHECK (points >= 0),
  -- Valid bet (minor units) not yet worth a whole point; negative: points owed from a correction that
  -- found them already spent, paid off by later bets before new points are earned.
  bet_carry   bigint NOT NULL DEFAULT 0,
  earned      bigint NOT NULL DEFAULT 0 CHECK (earned >= 0),
  spent       bigint NOT NULL DEFAULT 0 CHECK (spent >= 0),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE point_entries (
  id             bigserial PRIMARY KEY,
  brand_id       integer NOT NULL REFERENCES brands(id),
  member_id      bigint NOT NULL REFERENCES members(id),
  -- Positive earns, negative spends; never zero.
  points         bigint NOT NULL CHECK (points <> 0),
  balance_after  bigint NOT NULL CHECK (balance_after >= 0),
  source         text NOT NULL,
  key            text NOT NULL,
  -- A reversal names the entry it takes back; an entry is reversed at most once.
  reverses_id    bigint UNIQUE REFERENCES point_entries(id),
  remark         text NOT NULL DEFAULT '',
  actor_id       bigint,
  at             timestamptz NOT NULL,
  UNIQUE (brand_id, key)
);
CREATE INDEX point_entries_member ON point_entries (member_id, id DESC);

-- Posts one change of a member's points, idempotent on (brand, key): a key posted before answers its
-- first entry with replayed = true and changes nothing. The balance row is locked before the key is
-- looked up, so two posts of one key queue and the second sees the first. Refuses with PT001 when the
-- balance would go below zero.
CREATE FUNCTION points_post(p_brand integer, p_member bigint, p_points bigint, p_source text, p_key text,
                            p_remark text, p_reverses bigint, p_actor bigint, p_at timestamptz)
RETURNS TABLE (entry_id bigint, replayed boolean, balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_bal bigint;
  v_member bigint;
BEGIN
  IF p_points = 0 THEN
    RAISE EXCEPTION 'points_post: zero points' USING ERRCODE = 'PT003';
  END IF;
  INSERT INTO point_balances (member_id, brand_id, updated_at) VALUES (p_member, p_brand, p_at)
    ON CONFLICT (member_id) DO NOTHING;
  PERFORM 1 FROM point_balances b WHERE b.member_id = p_member AND b.brand_id = p_brand FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'points_post: member % not of brand %', p_member, p_brand USING ERRCODE = 'PT004';
  END IF;
  SELECT e.id, e.balance_after, e.member_id INTO v_id, v_bal, v_member
    FROM point_entries e WHERE e.brand_id = p_brand AND e.key = p_key;
  IF FOUND THEN
    IF v_member <> p_member THEN
      RAISE EXCEPTION 'points_post: key % used for another member', p_key USING ERRCODE = 'PT002';
    END IF;
    RETURN QUERY SELECT v_id, true, v_bal;
    RETURN;
  END IF;
  UPDATE point_balances b
     SET points = b.points + p_points,
         earned = b.earned + greatest(p_points, 0),
         spent = b.spent + greatest(-p_points, 0),
         updated_at = p_at
   WHERE b.member_id = p_member AND b.points + p_points >= 0
  RETURNING b.points INTO v_bal;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'points_post: insufficient points' USING ERRCODE = 'PT001';
  END IF;
  INSERT INTO point_entries (brand_id, member_id, points, balance_after, source, key, reverses_id, remark,
                             actor_id, at)
  VALUES (p_brand, p_member, p_points, v_bal, p_source, p_key, p_reverses, coalesce(p_remark, ''), p_actor, p_at)
  RETURNING id INTO v_id;
  RETURN QUERY SELECT v_id, false, v_bal;
END;
$$;

-- Conversions of points to cash: one per (member, request id); the wallet credit is keyed by it too.
CREATE TABLE point_conversions (
  id          bigserial PRIMARY KEY,
  brand_id    integer NOT NULL REFERENCES brands(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  request_id  text NOT NULL,
  points      bigint NOT NULL CHECK (points > 0),
  amount      bigint NOT NULL CHECK (amount >= 0),
  entry_id    bigint NOT NULL REFERENCES point_entries(id),
  created_at  timestamptz NOT NULL,
  UNIQUE (member_id, request_id)
);

CREATE TABLE mall_items (
  id                bigserial PRIMARY KEY,
  brand_id          integer NOT NULL REFERENCES brands(id),
  kind              text NOT NULL CHECK (kind IN ('voucher', 'bonus', 'goods')),
  -- Texts per language code ({"en": "...", "cn": "..."}); en is always there.
  names             jsonb NOT NULL,
  descriptions      jsonb NOT NULL DEFAULT '{}'::jsonb,
  points            integer NOT NULL CHECK (points > 0),
  -- Voucher and bonus: minor units given per item; goods: 0.
  amount            bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  -- Bonus: wagering as a multiple of the amount.
  wagering_multiple integer NOT NULL DEFAULT 0 CHECK (wagering_multiple >= 0),
  stock             integer NOT NULL CHECK (stock >= 0),
  -- Most items one member may hold in process or approved; NULL: no limit.
  per_member_limit  integer CHECK (per_member_limit > 0),
  active            boolean NOT NULL DEFAULT true,
  sort              integer NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  CHECK (kind = 'goods' OR amount > 0)
);
CREATE INDEX mall_items_brand ON mall_items (brand_id, active, sort, id);

CREATE TABLE mall_redemptions (
  id             bigserial PRIMARY KEY,
  brand_id       integer NOT NULL REFERENCES brands(id),
  member_id      bigint NOT NULL REFERENCES members(id),
  item_id        bigint NOT NULL REFERENCES mall_items(id),
  request_id     text NOT NULL,
  quantity       integer NOT NULL CHECK (quantity > 0),
  -- Points taken in all (item points x quantity) and the amount given in all (minor units).
  points         bigint NOT NULL CHECK (points > 0),
  amount         bigint NOT NULL CHECK (amount >= 0),
  -- The item's name in the member's language at the time, and a snapshot of its kind.
  item_name      text NOT NULL,
  kind           text NOT NULL,
  address        jsonb,
  status         text NOT NULL DEFAULT 'in_process' CHECK (status IN ('in_process', 'approved', 'rejected')),
  reason         text,
  entry_id       bigint NOT NULL REFERENCES point_entries(id),
  -- The staff member's username who decided.
  decided_by     text,
  decided_at     timestamptz,
  created_at     timestamptz NOT NULL,
  UNIQUE (member_id, request_id)
);
CREATE INDEX mall_redemptions_member ON mall_redemptions (member_id, id DESC);
CREATE INDEX mall_redemptions_queue ON mall_redemptions (brand_id, status, id);
CREATE INDEX mall_redemptions_item_member ON mall_redemptions (item_id, member_id) WHERE status <> 'rejected';
