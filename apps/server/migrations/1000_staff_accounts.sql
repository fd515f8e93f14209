-- Back-office staff (issue 15 item 2, docs/decisions/1000-staff-and-roles.md). Staff are not members:
-- their own accounts, roles, TOTP two-factor, recovery codes and sessions (15 minutes idle).
-- brand_id NULL is a platform owner, who works across brands.
CREATE TABLE staff (
  id bigserial PRIMARY KEY,
  brand_id integer REFERENCES brands(id),
  username text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'finance', 'support', 'risk', 'content', 'read-only')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'locked')),
  -- Base32 TOTP secret (RFC 6238). Stored as is: the project has no secret box yet (decision 1000).
  totp_secret text NOT NULL,
  totp_enrolled_at timestamptz,
  -- The last 30-second step whose code was accepted: a code of that step or earlier is refused (replay).
  last_used_step bigint NOT NULL DEFAULT 0,
  created_by bigint REFERENCES staff(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (brand_id IS NOT NULL OR role = 'owner')
);
-- One name per brand, and one per platform (NULL brand) too.
CREATE UNIQUE INDEX staff_username_brand ON staff (brand_id, lower(username)) WHERE brand_id IS NOT NULL;
CREATE UNIQUE INDEX staff_username_platform ON staff (lower(username)) WHERE brand_id IS NULL;

CREATE TABLE staff_recovery_codes (
  id bigserial PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff(id),
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_recovery_codes_staff ON staff_recovery_codes (staff_id);

CREATE TABLE staff_sessions (
  id bigserial PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff(id),
  token_hash text NOT NULL UNIQUE,
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  end_reason text
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id) WHERE ended_at IS NULL;
