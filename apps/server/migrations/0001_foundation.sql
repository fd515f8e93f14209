-- Brands (white-label tenants) and their settings.
CREATE TABLE brands (
  id              serial PRIMARY KEY,
  merchant_code   text NOT NULL UNIQUE,
  name            text NOT NULL,
  is_default      boolean NOT NULL DEFAULT false,
  settings        jsonb NOT NULL DEFAULT '{}'::jsonb,
  maintenance_on  boolean NOT NULL DEFAULT false,
  maintain_time   timestamptz,
  maintenance_end timestamptz,
  region_block_on boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX brands_one_default ON brands (is_default) WHERE is_default;

CREATE TABLE brand_domains (
  id        serial PRIMARY KEY,
  brand_id  integer NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  host      text NOT NULL UNIQUE,
  speed     integer NOT NULL DEFAULT 0,
  sort      integer NOT NULL DEFAULT 0
);
CREATE INDEX brand_domains_brand ON brand_domains (brand_id);

CREATE TABLE brand_switches (
  brand_id  integer NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  mod_id    text NOT NULL,
  enabled   boolean NOT NULL,
  PRIMARY KEY (brand_id, mod_id)
);

CREATE TABLE brand_blocked_ranges (
  id        serial PRIMARY KEY,
  brand_id  integer NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  cidr      text NOT NULL,
  note      text NOT NULL DEFAULT '',
  UNIQUE (brand_id, cidr)
);

CREATE TABLE brand_keys (
  brand_id       integer PRIMARY KEY REFERENCES brands(id) ON DELETE CASCADE,
  public_spki    text NOT NULL,
  private_pkcs8  text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE resources (
  id             serial PRIMARY KEY,
  brand_id       integer NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name           text NOT NULL,
  url            text NOT NULL,
  label_name_en  text NOT NULL DEFAULT '',
  resource_type  text NOT NULL,
  qr_code_url    text NOT NULL DEFAULT '',
  sort           integer NOT NULL DEFAULT 0
);
CREATE INDEX resources_brand ON resources (brand_id, resource_type);

-- Members: the accounts issue extends this table with its own migrations.
CREATE TABLE members (
  id                    bigserial PRIMARY KEY,
  brand_id              integer NOT NULL REFERENCES brands(id),
  username              text NOT NULL,
  mobile_num            text,
  country_dialing_code  text,
  password_hash         text,
  account_type          smallint NOT NULL DEFAULT 0,
  role                  text NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'operator')),
  upline_id             bigint REFERENCES members(id),
  nickname              text NOT NULL DEFAULT '',
  status                text NOT NULL DEFAULT 'active',
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_brand_username ON members (brand_id, lower(username));
CREATE UNIQUE INDEX members_brand_mobile ON members (brand_id, country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE INDEX members_upline ON members (upline_id);

-- Sessions: the token is never stored, only its SHA-256.
CREATE TABLE sessions (
  id            bigserial PRIMARY KEY,
  brand_id      integer NOT NULL REFERENCES brands(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  token_hash    text NOT NULL UNIQUE,
  login_type    text NOT NULL DEFAULT 'username',
  ip            text NOT NULL DEFAULT '',
  device        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  revoke_reason text
);
CREATE INDEX sessions_member ON sessions (member_id) WHERE revoked_at IS NULL;

-- Seeds applied once per name, so re-running the seed never duplicates rows or undoes operator edits.
CREATE TABLE seed_runs (
  name        text PRIMARY KEY,
  applied_at  timestamptz NOT NULL DEFAULT now()
);
