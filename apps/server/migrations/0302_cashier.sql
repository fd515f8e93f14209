-- Cashier: what a member binds for withdrawals, deposit orders, withdrawals and their proof images.

-- Member fields the wallet needs. IF NOT EXISTS: the accounts work may add the same columns first.
ALTER TABLE members ADD COLUMN IF NOT EXISTS payee_name text;
ALTER TABLE members ADD COLUMN IF NOT EXISTS email text;
-- argon2id (PHC string); the 6-digit payment password is never stored in clear.
ALTER TABLE members ADD COLUMN IF NOT EXISTS payment_password_hash text;

CREATE TABLE member_bank_accounts (
  id              bigserial PRIMARY KEY,
  brand_id        integer NOT NULL REFERENCES brands(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  bank_name       text NOT NULL,
  account_name    text NOT NULL,
  account_number  text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, account_number)
);

CREATE TABLE deposit_orders (
  id              bigserial PRIMARY KEY,
  order_no        text NOT NULL UNIQUE,
  brand_id        integer NOT NULL REFERENCES brands(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  request_id      text NOT NULL,
  channel_id      text NOT NULL,
  channel_type    text NOT NULL CHECK (channel_type IN ('bank', 'gateway')),
  provider        text NOT NULL DEFAULT '',
  amount          bigint NOT NULL CHECK (amount > 0),
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected', 'failed')),
  reference       text NOT NULL DEFAULT '',
  provider_ref    text NOT NULL DEFAULT '',
  payment_url     text NOT NULL DEFAULT '',
  reason          text NOT NULL DEFAULT '',
  transaction_id  bigint,
  settled_by      bigint,
  created_at      timestamptz NOT NULL,
  settled_at      timestamptz,
  UNIQUE (member_id, request_id),
  CHECK ((status = 'paid') = (transaction_id IS NOT NULL))
);
CREATE INDEX deposit_orders_status ON deposit_orders (brand_id, status, created_at);
CREATE INDEX deposit_orders_member ON deposit_orders (member_id, created_at DESC);

-- Every gateway callback as it arrived, kept for disputes (signature checked or not).
CREATE TABLE gateway_callbacks (
  id            bigserial PRIMARY KEY,
  provider      text NOT NULL,
  order_no      text NOT NULL DEFAULT '',
  body          text NOT NULL,
  signature_ok  boolean NOT NULL,
  outcome       text NOT NULL,
  received_at   timestamptz NOT NULL
);

CREATE TABLE withdrawals (
  id               bigserial PRIMARY KEY,
  order_no         text NOT NULL UNIQUE,
  brand_id         integer NOT NULL REFERENCES brands(id),
  member_id        bigint NOT NULL REFERENCES members(id),
  request_id       text NOT NULL,
  amount           bigint NOT NULL CHECK (amount > 0),
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'rejected', 'paid', 'received',
                     'fully_received', 'not_received', 'auto_received', 'refunded', 'closed')),
  bank_account_id  bigint NOT NULL REFERENCES member_bank_accounts(id),
  bank_name        text NOT NULL,
  account_name     text NOT NULL,
  account_number   text NOT NULL,
  hold_id          bigint NOT NULL REFERENCES wallet_holds(id),
  transaction_id   bigint,
  refund_transaction_id bigint,
  received_amount  bigint CHECK (received_amount IS NULL OR received_amount >= 0),
  reason           text NOT NULL DEFAULT '',
  local_day        date NOT NULL,
  settled_by       bigint,
  created_at       timestamptz NOT NULL,
  paid_at          timestamptz,
  auto_receive_at  timestamptz,
  confirmed_at     timestamptz,
  UNIQUE (member_id, request_id)
);
CREATE INDEX withdrawals_status ON withdrawals (brand_id, status, created_at);
CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_member_day ON withdrawals (member_id, local_day);
CREATE INDEX withdrawals_auto_receive ON withdrawals (auto_receive_at) WHERE status = 'paid';

CREATE TABLE withdrawal_proofs (
  id              text PRIMARY KEY,
  brand_id        integer NOT NULL REFERENCES brands(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  withdrawal_id   bigint REFERENCES withdrawals(id),
  content_type    text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size            integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  storage_key     text NOT NULL,
  created_at      timestamptz NOT NULL
);
CREATE INDEX withdrawal_proofs_withdrawal ON withdrawal_proofs (withdrawal_id);
