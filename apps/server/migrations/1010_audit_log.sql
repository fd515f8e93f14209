-- The back-office audit log (issue 15 item 3, docs/decisions/1010-audit-log.md): one row per write a
-- member of staff, an operator command (cli) or the system made, with who, role, brand, target, the
-- values before and after, the reason, address and time. Append-only: a trigger refuses UPDATE,
-- DELETE and TRUNCATE. Hash-chained: hash = SHA-256 over the row's canonical JSON with prev_hash;
-- one chain for the whole platform, whose head (last id and hash) sits in audit_chain_head.
CREATE TABLE audit_log (
  -- Gapless: the next id is the head's last_id + 1, taken under the head's row lock.
  id          bigint PRIMARY KEY,
  -- NULL for a platform-wide act (brand create, a platform owner's own changes).
  brand_id    integer,
  at          timestamptz NOT NULL,
  actor_kind  text NOT NULL CHECK (actor_kind IN ('staff', 'cli', 'system')),
  -- A staff account's id, the operating-system user that ran a command, or a job's name.
  actor_id    text NOT NULL,
  actor_name  text NOT NULL,
  role        text NOT NULL,
  -- e.g. 'deposit.approve', 'member.lock'.
  action      text NOT NULL CHECK (action ~ '^[a-z0-9_]+(\.[a-z0-9_]+)+$'),
  target_kind text NOT NULL DEFAULT '',
  target_id   text NOT NULL DEFAULT '',
  before      jsonb,
  after       jsonb,
  reason      text NOT NULL DEFAULT '',
  ip          text NOT NULL DEFAULT '',
  -- The user agent of a back-office request, or 'cli'.
  channel     text NOT NULL DEFAULT '',
  prev_hash   text NOT NULL CHECK (prev_hash ~ '^[0-9a-f]{64}$'),
  hash        text NOT NULL UNIQUE CHECK (hash ~ '^[0-9a-f]{64}$')
);
CREATE INDEX audit_log_brand_at ON audit_log (brand_id, at);
CREATE INDEX audit_log_action ON audit_log (action);
CREATE INDEX audit_log_target ON audit_log (target_kind, target_id);
CREATE INDEX audit_log_actor ON audit_log (actor_name);

-- The chain's head: one row, locked FOR UPDATE by every append so concurrent appends queue up and
-- each links to the one before; it rolls back with the caller's transaction.
CREATE TABLE audit_chain_head (
  id       smallint PRIMARY KEY CHECK (id = 1),
  last_id  bigint NOT NULL,
  hash     text NOT NULL
);
INSERT INTO audit_chain_head (id, last_id, hash) VALUES (1, 0, repeat('0', 64));

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
