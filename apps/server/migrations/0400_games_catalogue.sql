-- The game catalogue: vendors and games are shared by every brand; each brand enables vendors and
-- puts vendors or games under maintenance through its own rows (absent row = enabled, running).
CREATE TABLE game_vendors (
  id                   serial PRIMARY KEY,
  vassalage            text NOT NULL UNIQUE CHECK (vassalage ~ '^[A-Z0-9_]{2,32}$'),
  name                 text NOT NULL,
  -- Esports vendors are stored as SPORTS and split out per brand by its esports vendor list.
  game_type            text NOT NULL CHECK (game_type IN ('ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'DS88')),
  is_hot               boolean NOT NULL DEFAULT false,
  sort                 integer NOT NULL DEFAULT 0,
  account_type_id      integer NOT NULL DEFAULT 0,
  -- Which launch adapter starts its games ('url-template' now; 'house' for the built-in vendor).
  launch_adapter       text NOT NULL DEFAULT 'url-template',
  -- How the site shows a launched game: the popup frame, the /game page or the /seamless page.
  launch_view          text NOT NULL DEFAULT 'popup' CHECK (launch_view IN ('popup', 'page', 'seamless')),
  launch_url_template  text NOT NULL DEFAULT '',
  launch_secret        text NOT NULL DEFAULT '',
  currency             text NOT NULL DEFAULT 'PHP' CHECK (currency ~ '^[A-Z]{3}$'),
  created_at           timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE games (
  id                  bigserial PRIMARY KEY,
  node_id             text NOT NULL UNIQUE,
  vendor_id           integer NOT NULL REFERENCES game_vendors(id),
  -- A sub-game of a VASSALAGE entry (the entry opens a popup list of its sub-games).
  parent_id           bigint REFERENCES games(id),
  game_code           text NOT NULL,
  game_type           text NOT NULL,
  -- Names per language: {"EN": "...", "CN": "...", ...}.
  names               jsonb NOT NULL,
  -- Lower-case names in every language, one per line: what the name search looks in.
  search_text         text NOT NULL,
  classify            text CHECK (classify IN ('JP', 'TG', 'AC', 'BG')),
  min_bet_minor       integer NOT NULL DEFAULT 1 CHECK (min_bet_minor > 0),
  line_num            integer NOT NULL DEFAULT 0 CHECK (line_num >= 0),
  is_hot              boolean NOT NULL DEFAULT false,
  is_game             text NOT NULL DEFAULT '' CHECK (is_game IN ('', 'VASSALAGE')),
  default_play_type   text NOT NULL DEFAULT '',
  sort                integer NOT NULL DEFAULT 0,
  UNIQUE (vendor_id, game_code)
);
CREATE INDEX games_lobby ON games (game_type, vendor_id, sort, id) WHERE parent_id IS NULL;
CREATE INDEX games_vendor_order ON games (vendor_id, sort, id) WHERE parent_id IS NULL;
CREATE INDEX games_parent ON games (parent_id, sort, id) WHERE parent_id IS NOT NULL;
CREATE INDEX games_hot ON games (game_type, sort, id) WHERE is_hot AND parent_id IS NULL;

CREATE TABLE brand_game_vendors (
  brand_id         integer NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  vendor_id        integer NOT NULL REFERENCES game_vendors(id),
  enabled          boolean NOT NULL DEFAULT true,
  maintenance_on   boolean NOT NULL DEFAULT false,
  maintain_time    timestamptz,
  maintenance_end  timestamptz,
  PRIMARY KEY (brand_id, vendor_id)
);

CREATE TABLE brand_game_maintenance (
  brand_id         integer NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  game_id          bigint NOT NULL REFERENCES games(id),
  maintain_time    timestamptz NOT NULL DEFAULT now(),
  maintenance_end  timestamptz,
  PRIMARY KEY (brand_id, game_id)
);

CREATE TABLE game_favourites (
  member_id   bigint NOT NULL REFERENCES members(id),
  game_id     bigint NOT NULL REFERENCES games(id),
  brand_id    integer NOT NULL REFERENCES brands(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_favourites_list ON game_favourites (member_id, created_at DESC);

CREATE TABLE game_recent (
  member_id   bigint NOT NULL REFERENCES members(id),
  game_id     bigint NOT NULL REFERENCES games(id),
  brand_id    integer NOT NULL REFERENCES brands(id),
  played_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_recent_list ON game_recent (member_id, played_at DESC);

-- One row per launch: the vendor authenticates the player with the launch token (stored hashed).
CREATE TABLE game_launches (
  id          bigserial PRIMARY KEY,
  token_hash  text NOT NULL UNIQUE,
  brand_id    integer NOT NULL REFERENCES brands(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  vendor_id   integer NOT NULL REFERENCES game_vendors(id),
  game_id     bigint NOT NULL REFERENCES games(id),
  free_play   boolean NOT NULL,
  currency    text NOT NULL,
  language    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX game_launches_member ON game_launches (member_id, created_at DESC);

-- Wins worth showing in the latest-winners list; written by whoever settles rounds (the vendor API).
CREATE TABLE game_winners (
  id            bigserial PRIMARY KEY,
  brand_id      integer NOT NULL REFERENCES brands(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  game_id       bigint NOT NULL REFERENCES games(id),
  amount_minor  bigint NOT NULL CHECK (amount_minor > 0),
  won_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX game_winners_latest ON game_winners (brand_id, won_at DESC);
