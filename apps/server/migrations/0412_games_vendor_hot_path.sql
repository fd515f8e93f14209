-- The vendor API's hot path (docs/decisions/0415-vendor-api-hot-path.md).

-- No foreign keys from the per-call rows to the catalogue and account rows: a key check share-locks
-- the referenced row, and every bet and win names the same few game_vendors, games and brands rows, so
-- under many concurrent calls the checks queue on those rows. The values come from the game session
-- (vendor_sessions keeps its keys to all four) and from the catalogue (a game id looked up by code);
-- members, games, vendors and brands are never deleted. ledger_transactions made the same choice (0300).
ALTER TABLE vendor_transactions DROP CONSTRAINT vendor_transactions_vendor_id_fkey;
ALTER TABLE bet_rounds DROP CONSTRAINT bet_rounds_brand_id_fkey;
ALTER TABLE bet_rounds DROP CONSTRAINT bet_rounds_member_id_fkey;
ALTER TABLE bet_rounds DROP CONSTRAINT bet_rounds_vendor_id_fkey;
ALTER TABLE bet_rounds DROP CONSTRAINT bet_rounds_game_id_fkey;

-- Books a batch of vendor bets and wins in one statement, each call all-or-nothing on its own (an
-- exception block per call), in member order. For each call (a JSON object, fields below):
--   1. claims (vendor, transaction id); when it is taken, answers 'taken' with the stored row;
--   2. for a bet: refuses an unknown or expired session, a restricted player (not active, sign-in lock
--      running, trial account in real mode) and a closed vendor or game (`closed`, decided by the caller);
--   3. opens or finds the round, locks it and books the call on it: a bet needs it open, a win needs it
--      open with a stake (a closing win settles it);
--   4. moves the money: the ledger (ledger_post, key `ledger_key`) for real money, the trial account's
--      play money (the same guarded update as modules/play-money) for free play;
--   5. lists a big real-money win in game_winners;
--   6. stores the answer: `answer` is the reply text rendered by the caller with two holes, the JSON
--      strings "\u0000balance" and "\u0000ledger" (no input may contain NUL, so nothing else matches),
--      filled here with the available balance and the ledger transaction id.
-- It answers 'done' with the reply, and `settles` for a real-money round a win settled: the caller
-- writes the round's valid-bet row and event in the same transaction.
-- A refusal ('VA001' with the error code as its message, or ledger_post's WL001) undoes the call's
-- claim and bookings and is answered 'refused' with its code; the caller stores the refusal. Rounds
-- are always locked before wallet rows, as on every other vendor API path.
CREATE FUNCTION vendor_money_calls(p_calls jsonb, p_at timestamptz)
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
BEGIN
  FOR c IN
    SELECT * FROM jsonb_to_recordset(p_calls) AS x(
      n integer, action text, vendor_id integer, transaction_id text, fingerprint text, session_id text,
      brand_id integer, member_id bigint, round_id text, game_id bigint, category text, free_play boolean,
      amount bigint, round_ended boolean, closed boolean, trial_type smallint, account_id bigint,
      house_id bigint, ledger_key text, ledger_ref text, winner_min bigint, answer text)
    ORDER BY x.member_id, x.n
  LOOP
    BEGIN
      INSERT INTO vendor_transactions AS t (vendor_id, transaction_id, action, fingerprint, session_id, brand_id,
                                            member_id, round_id, http_status, answer, created_at)
      VALUES (c.vendor_id, c.transaction_id, c.action, c.fingerprint, c.session_id, c.brand_id, c.member_id,
              c.round_id, 0, '', p_at)
      ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN
        RETURN QUERY SELECT c.n, 'taken'::text, NULL::text, NULL::bigint, false, t.action, t.fingerprint,
                            t.http_status::integer, t.answer
          FROM vendor_transactions t WHERE t.vendor_id = c.vendor_id AND t.transaction_id = c.transaction_id;
        CONTINUE;
      END IF;

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

      -- The round, opened or found, locked and booked in one write: the stake added to an open round,
      -- or the payout (settling it when the win closes it) to an open round holding a stake. A round
      -- that may not take the call is still locked by the upsert and answers no row, or a fresh one.
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
      UPDATE vendor_transactions t SET http_status = 200, answer = v_answer, amount = c.amount, ledger_id = v_ledger
       WHERE t.vendor_id = c.vendor_id AND t.transaction_id = c.transaction_id;
      RETURN QUERY SELECT c.n, 'done'::text, NULL::text, v_ledger, c.action = 'win' AND c.round_ended AND NOT c.free_play,
                          NULL::text, NULL::text, 200, v_answer;
    EXCEPTION WHEN SQLSTATE 'VA001' OR SQLSTATE 'WL001' THEN
      RETURN QUERY SELECT c.n, 'refused'::text,
                          CASE WHEN SQLSTATE = 'WL001' THEN 'vendor.funds.insufficient' ELSE SQLERRM END,
                          NULL::bigint, false, NULL::text, NULL::text, NULL::integer, NULL::text;
    END;
  END LOOP;
END $$;
