-- Play-time limits (issue 20 item 1 "session time" and item 3 "a session limit ends play";
-- docs/decisions/1550-play-time-limits.md).
--
-- A time limit is whole minutes signed in per brand-local day, week and month, kept in rg_limits as
-- kind 'time' (amount and pending_amount in minutes). Time signed in is the union of the member's
-- sign-ins: each from its start to the first of its sign-out (revoked_at), its absolute expiry and its
-- idle expiry (last sign of life + the server's idle minutes), clipped to the period; two devices at
-- once count once. The stake trigger refuses a stake once a period's time has reached its limit, in
-- the same statement as the money limits (fail-closed); the launch route refuses rg.time.reached.

ALTER TABLE rg_limits DROP CONSTRAINT rg_limits_kind_check;
ALTER TABLE rg_limits ADD CONSTRAINT rg_limits_kind_check CHECK (kind IN ('deposit', 'loss', 'wager', 'time'));

-- A time limit is set: stakes measure the time signed in. session_idle_minutes is the server's idle
-- expiry (SESSION_IDLE_MINUTES), copied when the member's row is written, so the trigger ends an idle
-- sign-in where the server does.
ALTER TABLE rg_members ADD COLUMN counts_time boolean NOT NULL DEFAULT false;
ALTER TABLE rg_members ADD COLUMN session_idle_minutes integer NOT NULL DEFAULT 30 CHECK (session_idle_minutes > 0);

-- The member's sign-ins by start: sessions_member_created (migration 1100).

-- Seconds a member was signed in between p_from and p_to: the union of their sign-ins' spans.
CREATE FUNCTION rg_time_used(p_member bigint, p_from timestamptz, p_to timestamptz, p_idle_minutes integer)
RETURNS bigint
LANGUAGE sql STABLE AS $$
  WITH spans AS (
    SELECT greatest(s.created_at, p_from) AS s_at,
           least(coalesce(s.revoked_at, p_to), s.expires_at, s.last_seen_at + make_interval(mins => p_idle_minutes), p_to) AS e_at
      FROM sessions s
     WHERE s.member_id = p_member AND s.created_at < p_to
  ), kept AS (
    SELECT s_at, e_at,
           max(e_at) OVER (ORDER BY s_at, e_at ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before_end
      FROM spans WHERE e_at > s_at
  ), grouped AS (
    SELECT s_at, e_at, sum(CASE WHEN before_end >= s_at THEN 0 ELSE 1 END) OVER (ORDER BY s_at, e_at) AS g
      FROM kept
  )
  SELECT coalesce(sum(extract(epoch FROM (g_end - g_start)))::bigint, 0)
    FROM (SELECT min(s_at) AS g_start, max(e_at) AS g_end FROM grouped GROUP BY g) x;
$$;

-- Every stake: stops in force first (one probe of the brand's stops), then the member's break and limits.
CREATE OR REPLACE FUNCTION rg_bet_rounds() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_staked bigint;
  v_won bigint;
  v_m record;
  v_day date;
  v_l record;
  v_used bigint;
  v_scope text;
  v_from timestamptz;
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
  SELECT m.block_kind, m.block_until, m.counts_play, m.counts_time, m.tz_offset_minutes, m.session_idle_minutes INTO v_m
    FROM rg_members m WHERE m.member_id = NEW.member_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF v_staked > 0 AND v_m.block_kind IS NOT NULL AND (v_m.block_until IS NULL OR v_m.block_until > NEW.updated_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'VA001', MESSAGE = 'vendor.player.excluded';
  END IF;
  v_day := ((NEW.updated_at AT TIME ZONE 'UTC') + make_interval(mins => v_m.tz_offset_minutes))::date;
  -- Play-time limits: a stake once the period's time signed in has reached the limit is refused.
  IF v_staked > 0 AND v_m.counts_time THEN
    FOR v_l IN
      SELECT l.period, l.amount FROM rg_limits l
       WHERE l.member_id = NEW.member_id AND l.kind = 'time' AND l.amount IS NOT NULL
    LOOP
      v_from := (rg_period_start(v_l.period, v_day)::timestamp - make_interval(mins => v_m.tz_offset_minutes)) AT TIME ZONE 'UTC';
      IF rg_time_used(NEW.member_id, v_from, NEW.updated_at, v_m.session_idle_minutes) >= v_l.amount * 60 THEN
        RAISE EXCEPTION USING ERRCODE = 'VA001', MESSAGE = 'vendor.player.limit';
      END IF;
    END LOOP;
  END IF;
  IF NOT v_m.counts_play THEN
    RETURN NULL;
  END IF;
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
