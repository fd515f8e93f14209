-- The bonus engine's bookkeeping (issue 18 item 2; docs/decisions/1300-promotions.md "Bonus engine").
--
-- A member's bonus money sits in a wallet account of their own with the reserved vendor code '$bonus'
-- (kind 'vendor': it is member-owned, so ledger_post keeps its balance under the row lock and never
-- lets it go negative). The wallet's lists, sums, transfers, records and reports leave it out; the
-- balance call shows it as `bonus`.
--
-- Spending is real money first, then bonus (vendor_money_calls below); a round's bonus stake is kept in
-- bonus_rounds so its win splits as its stake did; each bet's bonus share in bonus_bets so its refund
-- does. Wagering is counted by a statement trigger on valid_bets, so every writer of the record (the
-- vendor API's batch, rollbacks, the house) counts in its own transaction.

-- The accounts a grant moves money between, fixed at grant (the trigger and the batch need no lookup).
ALTER TABLE bonus_grants ADD COLUMN account_id bigint NOT NULL DEFAULT 0;
ALTER TABLE bonus_grants ADD COLUMN main_account_id bigint NOT NULL DEFAULT 0;
ALTER TABLE bonus_grants ADD COLUMN brand_account_id bigint NOT NULL DEFAULT 0;

-- A round (bet_rounds.id) that staked bonus money: how much, and of which grant. Written only when a
-- grant is active, so a member without a bonus never touches it.
CREATE TABLE bonus_rounds (
  round_id   bigint PRIMARY KEY,
  grant_id   bigint NOT NULL REFERENCES bonus_grants(id),
  member_id  bigint NOT NULL,
  stake      bigint NOT NULL CHECK (stake >= 0),
  open       boolean NOT NULL DEFAULT true
);
CREATE INDEX bonus_rounds_open ON bonus_rounds (grant_id) WHERE open;

-- A bet (vendor transaction) that staked bonus money: its bonus share, refunded as it was staked.
CREATE TABLE bonus_bets (
  vendor_id       integer NOT NULL,
  transaction_id  text NOT NULL,
  round_id        bigint NOT NULL,
  grant_id        bigint NOT NULL REFERENCES bonus_grants(id),
  amount          bigint NOT NULL CHECK (amount > 0),
  PRIMARY KEY (vendor_id, transaction_id)
);

-- A domain event with its pending deliveries (as events/record.ts does), for the functions below.
CREATE FUNCTION bonus_event(p_type text, p_brand integer, p_subject text, p_payload jsonb, p_at timestamptz)
RETURNS void LANGUAGE sql AS $$
  WITH e AS (
    INSERT INTO domain_events (type, brand_id, subject, payload, created_at)
    VALUES (p_type, p_brand, p_subject, p_payload, p_at) RETURNING id, created_at
  )
  INSERT INTO event_deliveries (event_id, handler, status, next_attempt_at)
  SELECT e.id, s.handler, 'pending', e.created_at FROM e JOIN event_subscriptions s ON s.event_type = p_type;
$$;

-- Ends an active grant: 'completed' moves the bonus balance, at most max_win, to the main wallet and
-- the rest to the brand's bonus account; any other end moves it all to the brand's bonus account.
-- One `bonus` ledger transaction (key bonus-end:<grant>), the grant row and `bonus.ended`. Answers
-- nothing when the grant is not active (it ended meanwhile). Locks the grant, then the account.
CREATE FUNCTION bonus_end(p_grant bigint, p_status text, p_reason text, p_actor text, p_at timestamptz)
RETURNS TABLE (converted bigint, forfeited bigint)
LANGUAGE plpgsql AS $$
DECLARE
  g record;
  v_balance bigint;
  v_conv bigint := 0;
  v_forf bigint := 0;
  v_accounts bigint[];
  v_amounts bigint[];
BEGIN
  SELECT * INTO g FROM bonus_grants b WHERE b.id = p_grant AND b.status = 'active' FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT w.balance INTO v_balance FROM wallet_accounts w WHERE w.id = g.account_id FOR UPDATE;
  v_balance := coalesce(v_balance, 0);
  IF p_status = 'completed' THEN
    v_conv := least(v_balance, coalesce(g.max_win, v_balance));
  END IF;
  v_forf := v_balance - v_conv;
  IF v_balance > 0 THEN
    v_accounts := ARRAY[g.account_id];
    v_amounts := ARRAY[-v_balance];
    IF v_conv > 0 THEN
      v_accounts := v_accounts || g.main_account_id;
      v_amounts := v_amounts || v_conv;
    END IF;
    IF v_forf > 0 THEN
      v_accounts := v_accounts || g.brand_account_id;
      v_amounts := v_amounts || v_forf;
    END IF;
    PERFORM FROM ledger_post(g.brand_id, 'bonus-end:' || g.id, 'bonus', 'bonus_grant', g.id::text,
                             'bonus ' || p_status, NULL, NULL, v_accounts, v_amounts,
                             array_fill(0::bigint, ARRAY[array_length(v_accounts, 1)]), p_at);
  END IF;
  UPDATE bonus_grants b SET status = p_status, status_reason = p_reason, converted = v_conv, forfeited = v_forf,
                            actor = CASE WHEN p_actor = '' THEN b.actor ELSE p_actor END, ended_at = p_at
   WHERE b.id = g.id;
  UPDATE bonus_rounds r SET open = false WHERE r.grant_id = g.id AND r.open;
  PERFORM bonus_event('bonus.ended', g.brand_id, g.member_id::text,
                      jsonb_build_object('memberId', g.member_id, 'grantId', g.id, 'status', p_status,
                                         'converted', v_conv, 'forfeited', v_forf), p_at);
  RETURN QUERY SELECT v_conv, v_forf;
END $$;

-- A grant whose bonus money is all spent and that has no round open with a bonus stake ends as lost.
CREATE FUNCTION bonus_check_lost(p_grant bigint, p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM bonus_grants g JOIN wallet_accounts w ON w.id = g.account_id
              WHERE g.id = p_grant AND g.status = 'active' AND w.balance = 0)
     AND NOT EXISTS (SELECT 1 FROM bonus_rounds r WHERE r.grant_id = p_grant AND r.open) THEN
    PERFORM FROM bonus_end(p_grant, 'lost', 'bonus_lost', '', p_at);
  END IF;
END $$;

-- Wagering: each new valid-bet row of a member with an active grant (settled since the grant began)
-- counts once, valid x the contribution % of its category (rounded toward zero; a correction counts
-- with its sign). A grant whose wagered reaches the requirement converts here, in the same transaction.
CREATE FUNCTION bonus_count_valid_bets() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_g record;
BEGIN
  FOR v_g IN
    WITH c AS (
      INSERT INTO bonus_contributions (grant_id, bet_key, category, game, valid_amount, counted, created_at)
      SELECT g.id, n.source || ':' || n.source_id || ':' || n.seq, n.category,
             coalesce((SELECT gm.game_code FROM games gm WHERE gm.id = n.game_id), ''), n.valid_amount,
             trunc(n.valid_amount * coalesce((g.contributions ->> n.category)::numeric, 0) / 100)::bigint,
             n.settled_at
        FROM new_rows n
        JOIN bonus_grants g ON g.member_id = n.member_id AND g.status = 'active' AND g.brand_id = n.brand_id
       WHERE n.settled_at >= g.created_at
      ON CONFLICT DO NOTHING
      RETURNING grant_id, counted, created_at
    ), s AS (
      SELECT c.grant_id, sum(c.counted) AS counted, max(c.created_at) AS at FROM c GROUP BY c.grant_id
    )
    UPDATE bonus_grants b SET wagered = b.wagered + s.counted FROM s
     WHERE b.id = s.grant_id AND s.counted <> 0
    RETURNING b.id, b.wagered, b.wagering_required, s.at
  LOOP
    IF v_g.wagered >= v_g.wagering_required THEN
      PERFORM FROM bonus_end(v_g.id, 'completed', 'bonus_completed', '', v_g.at);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER valid_bets_bonus AFTER INSERT ON valid_bets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bonus_count_valid_bets();

-- vendor_money_calls (0413) again, with the bonus engine in the real-money branch: a member without an
-- active grant costs one indexed probe (bonus_grants_one_active) and books exactly as before.
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
  v_grant record;
  v_real bigint;
  v_bonus bigint;
  v_bonus_stake bigint;
  v_bonus_grant bigint;
  v_bonus_active boolean;
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
        -- The bonus engine (1301): one indexed probe finds the member's active grant (none: the plain
        -- two-line posting below, as before). A bet takes real money first, then bonus money, under the
        -- grant's lock, and is refused above the grant's maximum bet. A win splits as its round's stake
        -- did (the bonus share rounded down); the bonus share of a round whose grant has ended is
        -- forfeited (it stays with the house).
        v_bonus := 0;
        v_bonus_active := false;
        v_bonus_grant := NULL;
        IF c.action = 'bet' THEN
          SELECT g.id, g.max_bet, g.account_id INTO v_grant FROM bonus_grants g
           WHERE g.member_id = c.member_id AND g.status = 'active' FOR UPDATE;
          v_bonus_active := FOUND;
          IF v_bonus_active AND c.amount > 0 THEN
            IF v_grant.max_bet IS NOT NULL AND c.amount > v_grant.max_bet THEN
              RAISE EXCEPTION USING ERRCODE = 'VA001', MESSAGE = 'vendor.bonus.max.bet';
            END IF;
            SELECT greatest(w.balance - w.held, 0) INTO v_real FROM wallet_accounts w WHERE w.id = c.account_id FOR UPDATE;
            v_bonus := greatest(c.amount - coalesce(v_real, 0), 0);
          END IF;
        ELSE
          -- The grant is locked before the accounts, as a bet locks them (a conversion by the wagering
          -- trigger at the end of this statement takes it again), so a win and a bet cannot deadlock.
          SELECT g.id, g.account_id, NULL::bigint AS stake, NULL::bigint AS grant_id, false AS same INTO v_grant
            FROM bonus_grants g WHERE g.member_id = c.member_id AND g.status = 'active' FOR UPDATE;
          v_bonus_active := FOUND;
          SELECT r.stake, r.grant_id INTO v_bonus_stake, v_bonus_grant FROM bonus_rounds r WHERE r.round_id = v_round;
          v_bonus_stake := coalesce(v_bonus_stake, 0);
          v_grant.same := v_bonus_active AND coalesce(v_grant.id = v_bonus_grant, false);
          IF v_bonus_stake > 0 AND c.amount > 0 THEN
            -- v_staked is the round's stake; its bonus part earns the same part of the win.
            v_bonus := floor(c.amount::numeric * v_bonus_stake / v_staked)::bigint;
          END IF;
        END IF;
        IF c.amount = 0 THEN
          NULL; -- nothing moves
        ELSIF v_bonus = 0 THEN
          SELECT p.transaction_id INTO v_ledger
            FROM ledger_post(c.brand_id, c.ledger_key, c.action, 'game_round', c.ledger_ref,
                             c.action || ' ' || c.transaction_id, NULL, NULL, ARRAY[c.account_id, c.house_id],
                             ARRAY[v_signed, -v_signed], ARRAY[0, 0]::bigint[], p_at) p
           LIMIT 1;
        ELSIF c.action = 'bet' THEN
          SELECT p.transaction_id INTO v_ledger
            FROM ledger_post(c.brand_id, c.ledger_key, c.action, 'game_round', c.ledger_ref,
                             c.action || ' ' || c.transaction_id, NULL, NULL,
                             CASE WHEN v_bonus < c.amount THEN ARRAY[c.account_id, v_grant.account_id, c.house_id]
                                  ELSE ARRAY[v_grant.account_id, c.house_id] END,
                             CASE WHEN v_bonus < c.amount THEN ARRAY[-(c.amount - v_bonus), -v_bonus, c.amount]
                                  ELSE ARRAY[-c.amount, c.amount] END,
                             CASE WHEN v_bonus < c.amount THEN ARRAY[0, 0, 0]::bigint[] ELSE ARRAY[0, 0]::bigint[] END,
                             p_at) p
           LIMIT 1;
          INSERT INTO bonus_rounds AS r (round_id, grant_id, member_id, stake)
          VALUES (v_round, v_grant.id, c.member_id, v_bonus)
          ON CONFLICT (round_id) DO UPDATE SET stake = r.stake + EXCLUDED.stake
          WHERE r.grant_id = EXCLUDED.grant_id;
          IF NOT FOUND THEN
            -- The round staked an earlier grant's bonus: a round counts toward one grant.
            RAISE EXCEPTION USING ERRCODE = 'VA001', MESSAGE = 'vendor.round.closed';
          END IF;
          INSERT INTO bonus_bets (vendor_id, transaction_id, round_id, grant_id, amount)
          VALUES (c.vendor_id, c.transaction_id, v_round, v_grant.id, v_bonus);
        ELSIF NOT v_grant.same AND v_bonus = c.amount THEN
          NULL; -- all of it was the ended grant's share: nothing is paid
        ELSE
          -- A win with a bonus share: the real share to the game account, the bonus share to the bonus
          -- account while the grant that staked it is active (else it stays with the house).
          SELECT p.transaction_id INTO v_ledger
            FROM ledger_post(c.brand_id, c.ledger_key, c.action, 'game_round', c.ledger_ref,
                             c.action || ' ' || c.transaction_id, NULL, NULL,
                             CASE WHEN v_grant.same AND v_bonus < c.amount
                                    THEN ARRAY[c.account_id, v_grant.account_id, c.house_id]
                                  WHEN v_grant.same THEN ARRAY[v_grant.account_id, c.house_id]
                                  ELSE ARRAY[c.account_id, c.house_id] END,
                             CASE WHEN v_grant.same AND v_bonus < c.amount
                                    THEN ARRAY[c.amount - v_bonus, v_bonus, -c.amount]
                                  WHEN v_grant.same THEN ARRAY[c.amount, -c.amount]
                                  ELSE ARRAY[c.amount - v_bonus, -(c.amount - v_bonus)] END,
                             CASE WHEN v_grant.same AND v_bonus < c.amount THEN ARRAY[0, 0, 0]::bigint[]
                                  ELSE ARRAY[0, 0]::bigint[] END,
                             p_at) p
           LIMIT 1;
        END IF;
        SELECT w.balance - w.held INTO v_balance FROM wallet_accounts w WHERE w.id = c.account_id;
        IF c.action = 'win' AND c.round_ended AND v_bonus_grant IS NOT NULL THEN
          UPDATE bonus_rounds r SET open = false WHERE r.round_id = v_round;
          PERFORM bonus_check_lost(v_bonus_grant, p_at);
        END IF;
        IF v_bonus_active THEN
          -- What the player can stake is real money and bonus money together.
          v_balance := v_balance + coalesce((SELECT w.balance FROM bonus_grants g JOIN wallet_accounts w
                                               ON w.id = g.account_id
                                              WHERE g.member_id = c.member_id AND g.status = 'active'), 0);
        END IF;
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
