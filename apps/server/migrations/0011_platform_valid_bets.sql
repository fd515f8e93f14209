-- The valid-bet record (docs/valid-bets.md): one immutable row per settled bet, written in the
-- transaction that settles its money; a later change to a settled bet writes a correcting row (seq 1,
-- 2, ...) holding the difference, never an edit. The sum over a bet's rows is always its current truth.
-- No foreign keys: a key check share-locks the member, brand, game and vendor rows on every settle, and
-- these rows are history that outlives whatever they point to.
CREATE TABLE valid_bets (
  -- Where the bet lives: 'vendor' = bet_rounds (the seamless wallet API, the house vendor included).
  source        text NOT NULL,
  source_id     bigint NOT NULL,
  -- 0: the settlement; 1, 2, ...: corrections in the order they were written.
  seq           smallint NOT NULL CHECK (seq >= 0),
  brand_id      integer NOT NULL,
  member_id     bigint NOT NULL,
  -- The member's uplines when the row was written, top agent first, direct upline last; empty: none.
  upline_path   bigint[] NOT NULL DEFAULT '{}',
  category      text NOT NULL,
  vendor_id     integer NOT NULL,
  game_id       bigint NOT NULL,
  round_id      text NOT NULL,
  -- Minor units. A settlement's amounts are >= 0 with valid_amount <= stake; a correction's are the
  -- differences it makes and may be negative.
  stake         bigint NOT NULL,
  valid_amount  bigint NOT NULL,
  win           bigint NOT NULL,
  -- When the row was written (the settlement, or the correction): a day's sums take the rows of that day.
  settled_at    timestamptz NOT NULL,
  PRIMARY KEY (source, source_id, seq),
  CHECK (seq > 0 OR (stake >= 0 AND valid_amount >= 0 AND valid_amount <= stake AND win >= 0))
);
-- A brand's sums of a day by member or by category, read from the index alone (every column they use is
-- in it; rows are never updated, so the visibility map stays set and no table page is read).
CREATE INDEX valid_bets_day ON valid_bets (brand_id, settled_at)
  INCLUDE (member_id, category, seq, stake, valid_amount, win);
-- One member's sums over a day or a period, the same way.
CREATE INDEX valid_bets_member ON valid_bets (member_id, settled_at) INCLUDE (category, seq, stake, valid_amount, win);
-- One agent's team (every member below the agent, at any depth): upline_path @> ARRAY[agent].
CREATE INDEX valid_bets_team ON valid_bets USING gin (upline_path);

CREATE FUNCTION valid_bets_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'valid-bet rows are immutable; write a correcting row' USING ERRCODE = 'VB900';
END $$;
CREATE TRIGGER valid_bets_immutable BEFORE UPDATE OR DELETE ON valid_bets
  FOR EACH ROW EXECUTE FUNCTION valid_bets_refuse_change();
CREATE TRIGGER valid_bets_no_truncate BEFORE TRUNCATE ON valid_bets
  FOR EACH STATEMENT EXECUTE FUNCTION valid_bets_refuse_change();
