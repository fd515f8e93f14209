-- The vendor API's hot path, second step (docs/decisions/0415-vendor-api-hot-path.md): a batch of bets
-- and wins is one statement even when it settles rounds.

-- The valid-bet rows of settled or changed vendor-API rounds AND their `bet.settled` / `bet.corrected`
-- events (with their pending deliveries), in one statement. The one place this record is written in
-- SQL: modules/valid-bets/record.ts calls it for every caller (a rollback, the house vendor), and
-- vendor_money_calls below calls it for the rounds its batch settles. One JSON object per round:
--   n, brand_id, member_id, vendor_id, vassalage, round_id, vendor_excluded, excluded_categories, at.
-- For each round (real money, found by vendor, member and round id) it brings the sum of its rows to
-- what the round is now, writing a row only for the difference (docs/valid-bets.md): the first row is
-- the settlement (seq 0, `bet.settled`), a later one a correction (`bet.corrected`). Upline paths are
-- followed at most p_max_depth levels. Events are written in the order of n. Answers the rows written.
-- Every lookup is a LATERAL one by key (LIMIT 1 keeps it so): the planner cannot know how few rows the
-- JSON holds and would otherwise scan whole tables to hash-join them.
CREATE FUNCTION record_settled_rounds(p_keys jsonb, p_max_depth integer)
RETURNS TABLE (n integer, seq integer, stake bigint, valid_amount bigint, win bigint, game_code text)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH RECURSIVE k AS (
    SELECT * FROM jsonb_to_recordset(p_keys)
      AS x(n integer, brand_id integer, member_id bigint, vendor_id integer, vassalage text, round_id text,
           vendor_excluded boolean, excluded_categories text[], at timestamptz)
  ), up(root, brand_id, id, next, depth) AS (
    SELECT km.member_id, km.brand_id, u.id, u.upline_id, 1
      FROM (SELECT DISTINCT k.member_id, k.brand_id FROM k) km
      CROSS JOIN LATERAL (SELECT m.upline_id FROM members m WHERE m.id = km.member_id LIMIT 1) m
      CROSS JOIN LATERAL (SELECT u.id, u.upline_id FROM members u
                           WHERE u.id = m.upline_id AND u.brand_id = km.brand_id LIMIT 1) u
    UNION ALL
    SELECT up.root, up.brand_id, u.id, u.upline_id, up.depth + 1
      FROM up CROSS JOIN LATERAL (SELECT u.id, u.upline_id FROM members u
                                   WHERE u.id = up.next AND u.brand_id = up.brand_id LIMIT 1) u
     WHERE up.depth < p_max_depth
  ), r AS (
    SELECT k.n, k.vassalage, r.id, r.brand_id, r.member_id, r.vendor_id, r.game_id, r.category, r.round_id,
           g.game_code, k.at, r.bet_minor AS stake, r.win_minor AS win,
           CASE WHEN r.status = 'settled' AND NOT (k.vendor_excluded OR r.category = ANY (k.excluded_categories))
                THEN r.bet_minor ELSE 0 END AS valid,
           r.status = 'settled' AS settled
      FROM k
      CROSS JOIN LATERAL (SELECT * FROM bet_rounds r
                           WHERE r.vendor_id = k.vendor_id AND r.member_id = k.member_id AND r.round_id = k.round_id
                             AND r.brand_id = k.brand_id AND NOT r.free_play LIMIT 1) r
      CROSS JOIN LATERAL (SELECT g.game_code FROM games g WHERE g.id = r.game_id LIMIT 1) g
  ), p AS (
    SELECT r.id, v.n, v.stake, v.valid, v.win
      FROM r CROSS JOIN LATERAL (
             SELECT count(*)::int AS n, coalesce(sum(v.stake), 0) AS stake,
                    coalesce(sum(v.valid_amount), 0) AS valid, coalesce(sum(v.win), 0) AS win
               FROM valid_bets v WHERE v.source = 'vendor' AND v.source_id = r.id) v
  ), ins AS (
    INSERT INTO valid_bets (source, source_id, seq, brand_id, member_id, upline_path, category, vendor_id, game_id,
                            round_id, stake, valid_amount, win, settled_at)
    SELECT 'vendor', r.id, p.n, r.brand_id, r.member_id,
           (SELECT coalesce(array_agg(up.id ORDER BY up.depth DESC), '{}') FROM up WHERE up.root = r.member_id),
           r.category, r.vendor_id, r.game_id, r.round_id, r.stake - p.stake, r.valid - p.valid, r.win - p.win, r.at
      FROM r JOIN p ON p.id = r.id
     WHERE CASE WHEN p.n = 0 THEN r.settled
                ELSE (r.stake, r.valid, r.win) IS DISTINCT FROM (p.stake, p.valid, p.win) END
    RETURNING valid_bets.source_id, valid_bets.seq, valid_bets.stake, valid_bets.valid_amount, valid_bets.win
  ), w AS (
    SELECT r.n, r.brand_id, r.member_id, r.vassalage, r.round_id, r.game_code, r.at,
           ins.seq, ins.stake, ins.valid_amount, ins.win
      FROM ins JOIN r ON r.id = ins.source_id
  ), e AS (
    INSERT INTO domain_events (type, brand_id, subject, payload, created_at)
    SELECT CASE WHEN w.seq = 0 THEN 'bet.settled' ELSE 'bet.corrected' END, w.brand_id,
           'bet:' || w.vassalage || ':' || w.round_id,
           jsonb_build_object('memberId', w.member_id, 'vendor', w.vassalage, 'gameCode', w.game_code,
                              'betId', w.round_id, 'stake', w.stake, 'validAmount', w.valid_amount, 'win', w.win),
           w.at
      FROM w ORDER BY w.n
    RETURNING domain_events.id, domain_events.type, domain_events.created_at
  ), d AS (
    INSERT INTO event_deliveries (event_id, handler, status, next_attempt_at)
    SELECT e.id, s.handler, 'pending', e.created_at FROM e JOIN event_subscriptions s ON s.event_type = e.type
  )
  SELECT w.n, w.seq::integer, w.stake, w.valid_amount, w.win, w.game_code FROM w ORDER BY w.n;
END $$;

-- vendor_money_calls (0412) again, with two changes:
--   * the rounds a batch settles get their valid-bet rows and events from record_settled_rounds at the
--     end of the same statement (each call object also carries vassalage, vendor_excluded,
--     excluded_categories and max_depth for it), so a settling batch is one statement, one round trip
--     and one commit, like any other batch; the call's `settles` still tells which calls settled;
--   * a transaction id's row is written once, with its answer, at the end of its call (it was claimed
--     with an empty answer and updated). A stored row is looked up first and answered as 'taken'. An id
--     stored meanwhile by a concurrent call (the insert waits for it) undoes this call's bookings
--     ('VA002') and answers the stored row, exactly as the early claim did.
-- Refusals, their order and the per-call all-or-nothing are unchanged.
CREATE OR REPLACE FUNCTION vendor_money_calls(p_calls jsonb, p_at timestamptz)
RETURNS TABLE (call_n integer, outcome text, refusal text, ledger_tx bigint, settles boolean,
               stored_action text, stored_fingerprint text, stored_status integer, reply text)
LANGUAGE plpgsql AS $$
DECLARE
  c record;
  v_session record;
  v_round bigint;
  v_game bigint;
  v_staked bigint;
  v_signed bigint;
  v_ledger bigint;
  v_balance bigint;
  v_answer text;
  v_settled jsonb := '[]'::jsonb;
  v_depth integer := 0;
BEGIN
  FOR c IN
    SELECT * FROM jsonb_to_recordset(p_calls) AS x(
      n integer, action text, vendor_id integer, transaction_id text, fingerprint text, session_id text,
      brand_id integer, member_id bigint, round_id text, game_id bigint, category text, free_play boolean,
      amount bigint, round_ended boolean, closed boolean, trial_type smallint, account_id bigint,
      house_id bigint, ledger_key text, ledger_ref text, winner_min bigint, answer text, vassalage text,
      vendor_excluded boolean, excluded_categories text[], max_depth integer)
    ORDER BY x.member_id, x.n
  LOOP
    RETURN QUERY SELECT c.n, 'taken'::text, NULL::text, NULL::bigint, false, t.action, t.fingerprint,
                        t.http_status::integer, t.answer
      FROM vendor_transactions t WHERE t.vendor_id = c.vendor_id AND t.transaction_id = c.transaction_id;
    IF FOUND THEN
      CONTINUE;
    END IF;
    BEGIN
      IF c.action = 'bet' THEN
        SELECT s.expires_at, m.status, m.locked_until, m.account_type INTO v_session
          FROM vendor_sessions s JOIN members m ON m.id = s.member_id
         WHERE s.id = c.session_id AND s.vendor_id = c.vendor_id;
        IF NOT FOUND THEN
          RAISE EXCEPTION USING ERRCODE = 'VA001', MESSAGE = 'vendor.player.unknown';
        ELSIF v_session.expires_at <= p_at THEN
          RAISE EXCEPTION USING ERRCODE = 'VA001', MESSAGE = 'vendor.session.expired';
        ELSIF v_session.status <> 'active' OR coalesce(v_session.locked_until > p_at, false)
              OR (v_session.account_type = c.trial_type AND NOT c.free_play) THEN
          RAISE EXCEPTION USING ERRCODE = 'VA001', MESSAGE = 'vendor.player.restricted';
        ELSIF c.closed THEN
          RAISE EXCEPTION USING ERRCODE = 'VA001', MESSAGE = 'vendor.closed';
        END IF;
      END IF;

      IF c.action = 'bet' THEN
        INSERT INTO bet_rounds AS r (brand_id, member_id, vendor_id, game_id, category, round_id, free_play,
                                     bet_minor, bet_count, started_at, updated_at)
        VALUES (c.brand_id, c.member_id, c.vendor_id, c.game_id, c.category, c.round_id, c.free_play,
                c.amount, 1, p_at, p_at)
        ON CONFLICT (vendor_id, member_id, round_id) DO UPDATE
          SET bet_minor = r.bet_minor + EXCLUDED.bet_minor, bet_count = r.bet_count + 1, updated_at = EXCLUDED.updated_at
        WHERE r.status = 'open'
        RETURNING r.id, r.game_id INTO v_round, v_game;
        IF NOT FOUND THEN
          RAISE EXCEPTION USING ERRCODE = 'VA001', MESSAGE = 'vendor.round.closed';
        END IF;
      ELSE
        INSERT INTO bet_rounds AS r (brand_id, member_id, vendor_id, game_id, category, round_id, free_play,
                                     started_at, updated_at)
        VALUES (c.brand_id, c.member_id, c.vendor_id, c.game_id, c.category, c.round_id, c.free_play, p_at, p_at)
        ON CONFLICT (vendor_id, member_id, round_id) DO UPDATE
          SET win_minor = r.win_minor + c.amount, updated_at = EXCLUDED.updated_at,
              status = CASE WHEN c.round_ended THEN 'settled' ELSE r.status END,
              settled_at = CASE WHEN c.round_ended THEN EXCLUDED.updated_at ELSE r.settled_at END
        WHERE r.status = 'open' AND r.bet_minor > 0
        RETURNING r.id, r.game_id, r.bet_minor INTO v_round, v_game, v_staked;
        IF NOT FOUND OR v_staked = 0 THEN
          RAISE EXCEPTION USING ERRCODE = 'VA001', MESSAGE = 'vendor.win.no.bet';
        END IF;
      END IF;

      v_ledger := NULL;
      v_signed := CASE WHEN c.action = 'bet' THEN -c.amount ELSE c.amount END;
      IF c.free_play THEN
        IF c.amount > 0 THEN
          UPDATE trial_balances tb SET balance = tb.balance + v_signed, updated_at = p_at
           WHERE tb.member_id = c.member_id AND tb.balance + v_signed >= 0
          RETURNING tb.balance INTO v_balance;
          IF NOT FOUND THEN
            RAISE EXCEPTION USING ERRCODE = 'VA001', MESSAGE = 'vendor.funds.insufficient';
          END IF;
        ELSE
          SELECT tb.balance INTO v_balance FROM trial_balances tb WHERE tb.member_id = c.member_id;
        END IF;
      ELSE
        IF c.amount > 0 THEN
          SELECT p.transaction_id INTO v_ledger
            FROM ledger_post(c.brand_id, c.ledger_key, c.action, 'game_round', c.ledger_ref,
                             c.action || ' ' || c.transaction_id, NULL, NULL, ARRAY[c.account_id, c.house_id],
                             ARRAY[v_signed, -v_signed], ARRAY[0, 0]::bigint[], p_at) p
           LIMIT 1;
        END IF;
        SELECT w.balance - w.held INTO v_balance FROM wallet_accounts w WHERE w.id = c.account_id;
      END IF;

      IF c.action = 'win' AND NOT c.free_play AND c.amount >= c.winner_min THEN
        INSERT INTO game_winners (brand_id, member_id, game_id, amount_minor, won_at)
        VALUES (c.brand_id, c.member_id, v_game, c.amount, p_at);
      END IF;

      v_answer := replace(replace(c.answer, '"\u0000balance"', coalesce(v_balance, 0)::text), '"\u0000ledger"',
                          coalesce('"' || v_ledger::text || '"', 'null'));
      INSERT INTO vendor_transactions AS t (vendor_id, transaction_id, action, fingerprint, session_id, brand_id,
                                            member_id, round_id, http_status, answer, amount, ledger_id, created_at)
      VALUES (c.vendor_id, c.transaction_id, c.action, c.fingerprint, c.session_id, c.brand_id, c.member_id,
              c.round_id, 200, v_answer, c.amount, v_ledger, p_at)
      ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'VA002', MESSAGE = 'taken';
      END IF;
      IF c.action = 'win' AND c.round_ended AND NOT c.free_play THEN
        v_settled := v_settled || jsonb_build_object(
          'n', c.n, 'brand_id', c.brand_id, 'member_id', c.member_id, 'vendor_id', c.vendor_id,
          'vassalage', c.vassalage, 'round_id', c.round_id, 'vendor_excluded', c.vendor_excluded,
          'excluded_categories', c.excluded_categories, 'at', p_at);
        v_depth := greatest(v_depth, c.max_depth);
      END IF;
      RETURN QUERY SELECT c.n, 'done'::text, NULL::text, v_ledger, c.action = 'win' AND c.round_ended AND NOT c.free_play,
                          NULL::text, NULL::text, 200, v_answer;
    EXCEPTION
      WHEN SQLSTATE 'VA001' OR SQLSTATE 'WL001' THEN
        RETURN QUERY SELECT c.n, 'refused'::text,
                            CASE WHEN SQLSTATE = 'WL001' THEN 'vendor.funds.insufficient' ELSE SQLERRM END,
                            NULL::bigint, false, NULL::text, NULL::text, NULL::integer, NULL::text;
      WHEN SQLSTATE 'VA002' THEN
        RETURN QUERY SELECT c.n, 'taken'::text, NULL::text, NULL::bigint, false, t.action, t.fingerprint,
                            t.http_status::integer, t.answer
          FROM vendor_transactions t WHERE t.vendor_id = c.vendor_id AND t.transaction_id = c.transaction_id;
    END;
  END LOOP;
  IF jsonb_array_length(v_settled) > 0 THEN
    PERFORM FROM record_settled_rounds(v_settled, v_depth);
  END IF;
END $$;
