-- Cashier: bounds on withdrawal proof uploads.

-- Proof uploads a member made on one brand-local day: counted (atomically, with the bytes) before an
-- image is stored, so a burst stops exactly at the brand's daily quota. Rows of past days are removed
-- by the unattached-proof job.
CREATE TABLE proof_upload_days (
  member_id  bigint NOT NULL REFERENCES members(id),
  local_day  date NOT NULL,
  brand_id   integer NOT NULL REFERENCES brands(id),
  uploads    integer NOT NULL CHECK (uploads > 0),
  bytes      bigint NOT NULL CHECK (bytes > 0),
  PRIMARY KEY (member_id, local_day)
);
CREATE INDEX proof_upload_days_day ON proof_upload_days (local_day);

-- The job that removes proofs nobody attached to a confirmation within an hour finds them here.
CREATE INDEX withdrawal_proofs_unattached ON withdrawal_proofs (created_at) WHERE withdrawal_id IS NULL;

-- From here on only callbacks whose signature checked out are kept (a forged one leaves no row).
COMMENT ON COLUMN gateway_callbacks.signature_ok IS 'always true since 0303: unsigned callbacks are not stored';
