-- Accounts and sessions (issue 4). Members gain their profile, register fields and sign-in state;
-- codes, reset links and remember tokens are stored only as SHA-256 hashes.
ALTER TABLE members ADD COLUMN IF NOT EXISTS payee_name text;
ALTER TABLE members ADD COLUMN IF NOT EXISTS email text;
ALTER TABLE members ADD COLUMN IF NOT EXISTS avatar smallint NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN IF NOT EXISTS club_label text;
ALTER TABLE members ADD COLUMN IF NOT EXISTS club_rank smallint NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN IF NOT EXISTS member_labels jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE members ADD COLUMN IF NOT EXISTS contact jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE members ADD COLUMN IF NOT EXISTS referred_by bigint REFERENCES members(id);
ALTER TABLE members ADD COLUMN IF NOT EXISTS register_ip text NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN IF NOT EXISTS register_device text NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN IF NOT EXISTS password_changed_at timestamptz;
ALTER TABLE members ADD COLUMN IF NOT EXISTS first_login_pending boolean NOT NULL DEFAULT false;
ALTER TABLE members ADD COLUMN IF NOT EXISTS locked_until timestamptz;
-- Bumped when an operator unlocks a member: failure counters are keyed by it, so they start afresh.
ALTER TABLE members ADD COLUMN IF NOT EXISTS lock_epoch integer NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS members_brand_email ON members (brand_id, lower(email)) WHERE email IS NOT NULL;

-- Sessions remember whether the sign-in must change its password before going on.
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS forced_change text;

-- Agents' affiliate (invitation) codes; a code may be limited to one of the brand's domains.
CREATE TABLE affiliate_codes (
  id          bigserial PRIMARY KEY,
  brand_id    integer NOT NULL REFERENCES brands(id),
  code        text NOT NULL,
  member_id   bigint NOT NULL REFERENCES members(id),
  domain      text,
  active      boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX affiliate_codes_brand_code ON affiliate_codes (brand_id, lower(code));

-- Social sign-in links: provider subject -> member (never changed once made).
CREATE TABLE member_identities (
  brand_id    integer NOT NULL REFERENCES brands(id),
  provider    text NOT NULL,
  subject     text NOT NULL,
  member_id   bigint NOT NULL REFERENCES members(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (brand_id, provider, subject)
);

-- Addresses a member has signed in from (unregistered-IP verification).
CREATE TABLE member_ips (
  member_id   bigint NOT NULL REFERENCES members(id),
  ip          text NOT NULL,
  first_seen  timestamptz NOT NULL DEFAULT now(),
  last_seen   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, ip)
);

-- One-time SMS and e-mail codes: purpose (login, register, forgot, login_ip) and target (number or challenge).
CREATE TABLE verification_codes (
  id          bigserial PRIMARY KEY,
  brand_id    integer NOT NULL REFERENCES brands(id),
  purpose     text NOT NULL,
  target      text NOT NULL,
  code_hash   text NOT NULL,
  attempts    smallint NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX verification_codes_target ON verification_codes (brand_id, purpose, target, created_at DESC);

-- E-mailed password-reset links: single use, 30 minutes.
CREATE TABLE password_resets (
  id          bigserial PRIMARY KEY,
  brand_id    integer NOT NULL REFERENCES brands(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

-- Device-bound remember-me tokens (1 day), revocable; no password is ever kept.
CREATE TABLE remember_tokens (
  id           bigserial PRIMARY KEY,
  brand_id     integer NOT NULL REFERENCES brands(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  token_hash   text NOT NULL UNIQUE,
  device_hash  text NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX remember_tokens_member ON remember_tokens (member_id) WHERE revoked_at IS NULL;

-- Play money of free-play trial accounts: never in the real ledger (docs/decisions/0200).
CREATE TABLE trial_balances (
  member_id   bigint PRIMARY KEY REFERENCES members(id),
  brand_id    integer NOT NULL REFERENCES brands(id),
  balance     bigint NOT NULL CHECK (balance >= 0),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Development outbox: the SMS and e-mails the development adapters "sent" (stand-in for the phone and
-- mailbox of the recipient; the production adapters never write here).
CREATE TABLE dev_outbox (
  id          bigserial PRIMARY KEY,
  brand_id    integer,
  channel     text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient   text NOT NULL,
  subject     text NOT NULL DEFAULT '',
  body        text NOT NULL,
  code        text NOT NULL DEFAULT '',
  link        text NOT NULL DEFAULT '',
  purpose     text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_outbox_recipient ON dev_outbox (recipient, id DESC);
