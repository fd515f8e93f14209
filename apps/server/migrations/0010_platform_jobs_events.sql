-- The job runner and the domain-event outbox (docs/decisions/0010-job-runner-and-events.md).

-- One row per (job type, subject, period): inserting it is the claim that makes the period run once
-- with any number of server copies. The row is also the run record: when, by which copy, what it did.
-- pending: due at due_at (a new period, a scheduled job, or a retry after a failure); running: claimed
-- by claimed_by until lease_until (a crashed copy's lease runs out and another copy takes the run);
-- done: result holds what it did; parked: gave up after max attempts, an operator looks at last_error.
CREATE TABLE job_runs (
  id            bigserial PRIMARY KEY,
  job_type      text NOT NULL,
  subject       text NOT NULL DEFAULT '',
  period        text NOT NULL,
  status        text NOT NULL CHECK (status IN ('pending', 'running', 'done', 'parked')),
  attempts      integer NOT NULL DEFAULT 0,
  due_at        timestamptz NOT NULL,
  claimed_by    text,
  lease_until   timestamptz,
  started_at    timestamptz,
  finished_at   timestamptz,
  result        jsonb,
  last_error    text,
  created_at    timestamptz NOT NULL,
  UNIQUE (job_type, subject, period)
);
-- The claim query reads only runs that may be taken: due ones and running ones whose lease may be over.
CREATE INDEX job_runs_claimable ON job_runs (due_at) WHERE status IN ('pending', 'running');
CREATE INDEX job_runs_recent ON job_runs (job_type, id DESC);

-- The outbox: a change others react to writes its event in the same transaction as the change.
-- brand_id carries no foreign key: a key check share-locks the brand row on every insert.
CREATE TABLE domain_events (
  id          bigserial PRIMARY KEY,
  type        text NOT NULL,
  brand_id    integer,
  subject     text NOT NULL,
  payload     jsonb NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX domain_events_subject ON domain_events (subject, id);

-- Which handler wants which event type. Every server copy adds its handlers at start; recording an
-- event adds one delivery per subscribed handler in the same statement, so no event is missed by a
-- handler that was subscribed when the event was written.
CREATE TABLE event_subscriptions (
  handler     text NOT NULL,
  event_type  text NOT NULL,
  PRIMARY KEY (handler, event_type)
);

-- A handler's progress on one event: at least once, with exponential backoff between attempts, parked
-- (with the last error) for an operator after max attempts.
CREATE TABLE event_deliveries (
  event_id         bigint NOT NULL REFERENCES domain_events(id),
  handler          text NOT NULL,
  status           text NOT NULL CHECK (status IN ('pending', 'done', 'parked')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL,
  claimed_by       text,
  lease_until      timestamptz,
  last_error       text,
  done_at          timestamptz,
  PRIMARY KEY (handler, event_id)
);
CREATE INDEX event_deliveries_due ON event_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX event_deliveries_parked ON event_deliveries (handler, event_id) WHERE status = 'parked';
