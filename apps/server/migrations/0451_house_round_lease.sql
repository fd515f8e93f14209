-- One round at a time per house session (docs/house-games.md "Rounds at the same time"). The round in
-- play holds the session's lease (a random id and its end); a round sent meanwhile, from any server copy,
-- is refused with house.round.busy. The round's request gives the lease back when it answers; a lease
-- whose copy died ends on its own.
ALTER TABLE house_sessions ADD COLUMN round_lease text;
ALTER TABLE house_sessions ADD COLUMN round_lease_until timestamptz;

-- cancelling: a betting round taken for cancellation (its rollback sent, the answer not yet known). The
-- take is a guarded update from betting, as is the bet's acceptance (betting -> open), so a round is
-- either cancelled or played on, never both.
ALTER TABLE house_rounds DROP CONSTRAINT house_rounds_status_check;
ALTER TABLE house_rounds ADD CONSTRAINT house_rounds_status_check
  CHECK (status IN ('betting', 'open', 'cancelling', 'settled', 'refused', 'rolled_back'));
DROP INDEX house_rounds_unfinished;
CREATE INDEX house_rounds_unfinished ON house_rounds (created_at) WHERE status IN ('betting', 'open', 'cancelling');

-- A member's sign-in ending (logout, password change) ends their house sessions, found by player id.
CREATE INDEX house_sessions_player_id ON house_sessions (player_id);
