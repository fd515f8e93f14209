-- Responsible gaming (issue 20 items 1, 2, 5 (disable on demand) and 6; docs/decisions/1400-responsible-gaming.md).
--
-- A member who has set a limit or taken a break has a row in rg_members; a member without one costs
-- every bet two index probes (the brand's stops in force, the member's row) and nothing more. Loss and wager limits are enforced where the stake
-- is booked: an AFTER trigger on bet_rounds (every stake of every vendor, the house and the lotteries
-- included, goes through vendor_money_calls' insert or update of the round) adds the stake to the
-- member's day row under its row lock, sums the period and raises VA001 when a limit would be passed,
-- so vendor_money_calls refuses that bet (its savepoint rolls the stake back) while racing bets queue on
-- the day row and cannot pass a limit together. Wins and rollbacks always land; they lower the counts.

-- Members may now act in the audit log (their own limits and breaks), besides staff, the CLI and jobs.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_actor_kind_check
  CHECK (actor_kind IN ('staff', 'cli', 'system', 'member'));

-- Re-authentication (issue 20 item 4): when the sign-in's password was last confirmed; sensitive acts
-- (withdrawal, payment details, confirming a raised limit) need it within 15 minutes. NULL: the sign-in
-- itself (sessions.created_at) is the last confirmation.
ALTER TABLE sessions ADD COLUMN reauth_at timestamptz;

CREATE TABLE rg_members (
  member_id          bigint PRIMARY KEY REFERENCES members(id),
  brand_id           integer NOT NULL REFERENCES brands(id),
  -- The brand's clock (UTC + minutes) that days, weeks and months are counted in.
  tz_offset_minutes  integer NOT NULL DEFAULT 0,
  -- A cooling-off or self-exclusion: from block_since until block_until (NULL: for good).
  block_kind         text CHECK (block_kind IN ('cooloff', 'exclusion')),
  block_since        timestamptz,
  block_until        timestamptz,
  -- A loss or wager limit is set: bets keep rg_days.
  counts_play        boolean NOT NULL DEFAULT false,
  -- The reality check's interval in minutes (the member's choice), or none.
  reality_minutes    smallint CHECK (reality_minutes IN (15, 30, 60)),
  updated_at         timestamptz NOT NULL
);

CREATE TABLE rg_limits (
  member_id       bigint NOT NULL REFERENCES rg_members(member_id),
  kind            text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  period          text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  -- Minor units; NULL: no limit.
  amount          bigint CHECK (amount > 0),
  -- A raise waiting for confirmation (pending_none: to no limit), confirmable from pending_from.
  pending_amount  bigint CHECK (pending_amount > 0),
  pending_none    boolean NOT NULL DEFAULT false,
  pending_from    timestamptz,
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind, period)
);

-- Per brand-local day: stakes (wagered) and stakes less wins and refunds (net_loss, negative when the
-- member is ahead). Kept only while the member has a loss or wager limit (rg_members.counts_play).
CREATE TABLE rg_days (
  member_id  bigint NOT NULL,
  day        date NOT NULL,
  wagered    bigint NOT NULL DEFAULT 0,
  net_loss   bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
);

-- The first day of the period holding p_day (weeks start on Monday).
CREATE FUNCTION rg_period_start(p_period text, p_day date) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_period
           WHEN 'day' THEN p_day
           WHEN 'week' THEN p_day - (extract(isodow FROM p_day)::int - 1)
           ELSE date_trunc('month', p_day)::date
         END;
$$;

-- A member's stakes and net loss per brand-local day (UTC + p_off minutes) from p_from on, from their
-- rounds: stakes by the day the round started, wins by the day it settled. Seeds rg_days, and answers
-- what a period used while no day rows are kept.
CREATE FUNCTION rg_play_days(p_member bigint, p_from date, p_off integer)
RETURNS TABLE (day date, wagered bigint, net_loss bigint)
LANGUAGE sql STABLE AS $$
  SELECT x.day, sum(x.staked)::bigint, sum(x.staked - x.won)::bigint
    FROM (
      SELECT ((r.started_at AT TIME ZONE 'UTC') + make_interval(mins => p_off))::date AS day,
             r.bet_minor AS staked, 0::bigint AS won
        FROM bet_rounds r WHERE r.member_id = p_member AND NOT r.free_play
      UNION ALL
      SELECT ((coalesce(r.settled_at, r.updated_at) AT TIME ZONE 'UTC') + make_interval(mins => p_off))::date,
             0::bigint, r.win_minor
        FROM bet_rounds r WHERE r.member_id = p_member AND NOT r.free_play AND r.win_minor > 0
    ) x
   WHERE x.day >= p_from
   GROUP BY x.day;
$$;

-- Rebuilds a member's day rows since the start of the month (a limit on play was just set, or set
-- again after none).
CREATE FUNCTION rg_seed_days(p_member bigint, p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_off integer;
BEGIN
  SELECT m.tz_offset_minutes INTO v_off FROM rg_members m WHERE m.member_id = p_member FOR UPDATE;
  DELETE FROM rg_days d WHERE d.member_id = p_member;
  INSERT INTO rg_days (member_id, day, wagered, net_loss)
  SELECT p_member, p.day, p.wagered, p.net_loss
    FROM rg_play_days(p_member, rg_period_start('month', ((p_at AT TIME ZONE 'UTC') + make_interval(mins => v_off))::date), v_off) p;
END $$;

-- Disable on demand (issue 20 item 5; docs/decisions/1400-responsible-gaming.md "Operator controls"):
-- staff stop all gaming of a brand, one vendor, one game or one member; the next stake is refused in
-- the same trigger that checks limits (rg_bet_rounds below), so every vendor, the house and the
-- lotteries obey it. Wins and rollbacks still land. A stop is ended, never deleted.
CREATE TABLE play_stops (
  id          bigserial PRIMARY KEY,
  brand_id    integer NOT NULL REFERENCES brands(id),
  scope       text NOT NULL CHECK (scope IN ('brand', 'vendor', 'game', 'member')),
  vendor_id   integer REFERENCES game_vendors(id),
  game_id     bigint REFERENCES games(id),
  member_id   bigint REFERENCES members(id),
  reason      text NOT NULL,
  created_by  text NOT NULL,
  created_at  timestamptz NOT NULL,
  ended_at    timestamptz,
  ended_by    text,
  CHECK ((scope = 'vendor') = (vendor_id IS NOT NULL)),
  CHECK ((scope = 'game') = (game_id IS NOT NULL)),
  CHECK ((scope = 'member') = (member_id IS NOT NULL))
);
-- At most one stop in force per subject; the stake's probe reads only stops in force.
CREATE UNIQUE INDEX play_stops_one_active
  ON play_stops (brand_id, scope, coalesce(vendor_id, 0), coalesce(game_id, 0), coalesce(member_id, 0))
  WHERE ended_at IS NULL;

-- Every stake: stops in force first (one probe of the brand's stops), then the member's break and limits.
CREATE FUNCTION rg_bet_rounds() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_staked bigint;
  v_won bigint;
  v_m record;
  v_day date;
  v_l record;
  v_used bigint;
  v_scope text;
BEGIN
  IF NEW.free_play THEN
    RETURN NULL;
  END IF;
  v_staked := NEW.bet_minor - CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.bet_minor END;
  v_won := NEW.win_minor - CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.win_minor END;
  IF v_staked = 0 AND v_won = 0 THEN
    RETURN NULL;
  END IF;
  IF v_staked > 0 THEN
    SELECT s.scope INTO v_scope FROM play_stops s
     WHERE s.brand_id = NEW.brand_id AND s.ended_at IS NULL
       AND (s.scope = 'brand' OR s.vendor_id = NEW.vendor_id OR s.game_id = NEW.game_id OR s.member_id = NEW.member_id)
     LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'VA001',
        MESSAGE = CASE WHEN v_scope = 'member' THEN 'vendor.player.restricted' ELSE 'vendor.closed' END;
    END IF;
  END IF;
  SELECT m.block_kind, m.block_until, m.counts_play, m.tz_offset_minutes INTO v_m
    FROM rg_members m WHERE m.member_id = NEW.member_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF v_staked > 0 AND v_m.block_kind IS NOT NULL AND (v_m.block_until IS NULL OR v_m.block_until > NEW.updated_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'VA001', MESSAGE = 'vendor.player.excluded';
  END IF;
  IF NOT v_m.counts_play THEN
    RETURN NULL;
  END IF;
  v_day := ((NEW.updated_at AT TIME ZONE 'UTC') + make_interval(mins => v_m.tz_offset_minutes))::date;
  INSERT INTO rg_days AS d (member_id, day, wagered, net_loss)
  VALUES (NEW.member_id, v_day, v_staked, v_staked - v_won)
  ON CONFLICT (member_id, day) DO UPDATE
    SET wagered = d.wagered + EXCLUDED.wagered, net_loss = d.net_loss + EXCLUDED.net_loss;
  IF v_staked > 0 THEN
    FOR v_l IN
      SELECT l.kind, l.period, l.amount FROM rg_limits l
       WHERE l.member_id = NEW.member_id AND l.kind IN ('loss', 'wager') AND l.amount IS NOT NULL
    LOOP
      SELECT CASE WHEN v_l.kind = 'wager' THEN sum(d.wagered) ELSE sum(d.net_loss) END INTO v_used
        FROM rg_days d
       WHERE d.member_id = NEW.member_id AND d.day BETWEEN rg_period_start(v_l.period, v_day) AND v_day;
      IF v_used > v_l.amount THEN
        RAISE EXCEPTION USING ERRCODE = 'VA001', MESSAGE = 'vendor.player.limit';
      END IF;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER bet_rounds_rg AFTER INSERT OR UPDATE OF bet_minor, win_minor ON bet_rounds
  FOR EACH ROW EXECUTE FUNCTION rg_bet_rounds();
