-- Back office: members and support conversations (issue 15 items 4 and 5,
-- docs/decisions/1040-backoffice-members.md).

-- Staff notes on a member: append-only (no edit, no delete), with their author and time.
CREATE TABLE member_notes (
  id            bigserial PRIMARY KEY,
  brand_id      integer NOT NULL REFERENCES brands(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  staff_id      bigint REFERENCES staff(id),
  author_name   text NOT NULL,
  body          text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at    timestamptz NOT NULL
);
CREATE INDEX member_notes_member ON member_notes (member_id, id DESC);

CREATE FUNCTION member_notes_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'member_notes is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER member_notes_append_only BEFORE UPDATE OR DELETE ON member_notes
  FOR EACH ROW EXECUTE FUNCTION member_notes_refuse_change();

-- Tags on members; the brand's tag set is the tags its members carry.
CREATE TABLE member_tags (
  brand_id      integer NOT NULL REFERENCES brands(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  tag           text NOT NULL CHECK (length(tag) BETWEEN 1 AND 32),
  added_by      bigint REFERENCES staff(id),
  added_at      timestamptz NOT NULL,
  PRIMARY KEY (member_id, tag)
);
CREATE INDEX member_tags_brand_tag ON member_tags (brand_id, tag);

-- The support desk's state of a conversation (support_messages holds the messages). No row: open and
-- unclaimed. A claim is one conditional upsert, so two claims at once give it to exactly one.
CREATE TABLE support_conversations (
  brand_id      integer NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  conversation  text NOT NULL,
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  assigned_to   bigint REFERENCES staff(id),
  assigned_at   timestamptz,
  closed_at     timestamptz,
  -- The last message when it was closed: a visitor's message after it opens the conversation again.
  closed_last_message bigint,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (brand_id, conversation)
);
CREATE INDEX support_conversations_assigned ON support_conversations (assigned_to) WHERE status = 'open';

-- Searching members by sign-in address.
CREATE INDEX IF NOT EXISTS sessions_ip ON sessions (brand_id, ip);
CREATE INDEX IF NOT EXISTS member_ips_ip ON member_ips (ip);
