-- Platform messages and feedback (issue 19 items 4 and 5; docs/decisions/1540-messages.md).
--
-- member_messages is each member's inbox. A message from an event stores a template key and its
-- parameters and is rendered in the reader's language when read; a message from an operator campaign
-- points at the campaign, whose texts are stored per language. source_key names where a message came
-- from ('event:<id>', 'campaign:<id>'): (member_id, source_key) is unique, so an event or a campaign
-- reaches a member at most once whatever runs it twice.

CREATE TABLE message_campaigns (
  id           bigserial PRIMARY KEY,
  brand_id     integer NOT NULL REFERENCES brands(id),
  category     text NOT NULL CHECK (category IN ('system', 'promotion', 'account', 'personal')),
  -- {"EN": {"title": ..., "body": ...}, "CN": {...}}: at least one language.
  texts        jsonb NOT NULL,
  -- The segment as sent (docs/decisions/1540 "Segments").
  segment      jsonb NOT NULL,
  reason       text NOT NULL,
  request_id   text NOT NULL,
  recipients   integer NOT NULL DEFAULT 0,
  created_by   text NOT NULL,
  created_at   timestamptz NOT NULL,
  UNIQUE (brand_id, request_id)
);

CREATE TABLE member_messages (
  id           bigserial PRIMARY KEY,
  brand_id     integer NOT NULL,
  member_id    bigint NOT NULL REFERENCES members(id),
  category     text NOT NULL CHECK (category IN ('system', 'promotion', 'account', 'personal')),
  source_key   text NOT NULL,
  -- An event message: its template key and parameters; NULL for a campaign's.
  template     text,
  params       jsonb NOT NULL DEFAULT '{}'::jsonb,
  campaign_id  bigint REFERENCES message_campaigns(id),
  created_at   timestamptz NOT NULL,
  read_at      timestamptz,
  deleted_at   timestamptz,
  CHECK ((template IS NULL) <> (campaign_id IS NULL)),
  UNIQUE (member_id, source_key)
);
CREATE INDEX member_messages_inbox ON member_messages (member_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX member_messages_unread ON member_messages (member_id, category) WHERE read_at IS NULL AND deleted_at IS NULL;

-- Feedback (SPEC §3, §5): a question type, 10-500 characters, up to 3 images; staff reply once.
CREATE TABLE feedback (
  id           bigserial PRIMARY KEY,
  brand_id     integer NOT NULL,
  member_id    bigint NOT NULL REFERENCES members(id),
  question     text NOT NULL CHECK (question IN ('deposit', 'withdrawal', 'account', 'game', 'promotion', 'suggestion', 'other')),
  content      text NOT NULL CHECK (char_length(content) BETWEEN 10 AND 500),
  image_ids    jsonb NOT NULL DEFAULT '[]'::jsonb,
  request_id   text NOT NULL,
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'replied')),
  reply        text,
  replied_by   text,
  replied_at   timestamptz,
  created_at   timestamptz NOT NULL,
  UNIQUE (member_id, request_id)
);
CREATE INDEX feedback_queue ON feedback (brand_id, status, created_at);
CREATE INDEX feedback_member ON feedback (member_id, created_at DESC);

CREATE TABLE feedback_images (
  id           text PRIMARY KEY,
  brand_id     integer NOT NULL,
  member_id    bigint NOT NULL REFERENCES members(id),
  mime         text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes        bytea NOT NULL,
  size         integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  feedback_id  bigint REFERENCES feedback(id),
  created_at   timestamptz NOT NULL
);
CREATE INDEX feedback_images_member ON feedback_images (member_id, created_at);

-- Announcements for signed-in members only (getAnnouncementLogined): the public list leaves them out.
ALTER TABLE content_notices ADD COLUMN members_only boolean NOT NULL DEFAULT false;
