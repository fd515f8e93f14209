-- The built-in house vendor's own records (docs/house-games.md). The house knows players only through
-- the seamless wallet API (its session and player ids and the brand's merchant code), like an
-- outside vendor; money never moves here.

-- A game page's session: opened with a launch token the wallet API authenticated.
CREATE TABLE house_sessions (
  id              bigserial PRIMARY KEY,
  -- SHA-256 of the token the game page sends with each round.
  token_hash      text NOT NULL UNIQUE,
  vendor_id       integer NOT NULL REFERENCES game_vendors(id),
  game_id         bigint NOT NULL REFERENCES games(id),
  merchant_code   text NOT NULL,
  vendor_session  text NOT NULL,
  player_id       text NOT NULL,
  free_play       boolean NOT NULL,
  currency        text NOT NULL,
  -- The next round's server seed: only its SHA-256 is shown until the round is played.
  server_seed     text NOT NULL,
  -- The next round's nonce; a round takes the seed and nonce and puts fresh ones in their place.
  nonce           integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL
);
CREATE INDEX house_sessions_player ON house_sessions (vendor_id, player_id, game_id);

-- One played round with everything needed to verify it: seeds, nonce, bet and outcome.
CREATE TABLE house_rounds (
  id                bigserial PRIMARY KEY,
  session_id        bigint NOT NULL REFERENCES house_sessions(id),
  kind              text NOT NULL CHECK (kind IN ('slot', 'roulette')),
  server_seed       text NOT NULL,
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL,
  nonce             integer NOT NULL,
  bet               jsonb NOT NULL,
  outcome           jsonb NOT NULL,
  stake_minor       bigint NOT NULL CHECK (stake_minor > 0),
  win_minor         bigint NOT NULL CHECK (win_minor >= 0),
  -- betting: the bet was sent, its answer not yet known; open: the bet was accepted, the win not yet
  -- confirmed; settled; refused: the wallet refused the bet; rolled_back: a bet whose answer never came
  -- was cancelled. A betting round is only ever rolled back, an open one only ever settled.
  status            text NOT NULL CHECK (status IN ('betting', 'open', 'settled', 'refused', 'rolled_back')),
  balance_minor     bigint,
  created_at        timestamptz NOT NULL,
  settled_at        timestamptz,
  UNIQUE (session_id, nonce)
);
CREATE INDEX house_rounds_session ON house_rounds (session_id, id DESC);
CREATE INDEX house_rounds_unfinished ON house_rounds (created_at) WHERE status IN ('betting', 'open');
