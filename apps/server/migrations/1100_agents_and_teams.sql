-- Agents and teams (issue 16 item 1, docs/decisions/1100-agents-and-teams.md).

-- The upline tree as a materialised path: every upline of a member, top agent first, direct upline
-- last (the same order as valid_bets.upline_path). "The whole team of X" is upline_path @> ARRAY[X].
ALTER TABLE members ADD COLUMN upline_path bigint[] NOT NULL DEFAULT '{}';

-- Existing rows: walk the tree from the tops down.
WITH RECURSIVE tree(id, path) AS (
  SELECT id, ARRAY[]::bigint[] FROM members WHERE upline_id IS NULL
  UNION ALL
  SELECT m.id, t.path || m.upline_id FROM members m JOIN tree t ON m.upline_id = t.id
)
UPDATE members m SET upline_path = tree.path FROM tree WHERE m.id = tree.id AND tree.path <> '{}';

CREATE INDEX members_upline_path ON members USING gin (upline_path);

-- Every way a member is made (register, operator create, an agent's create, factories in tests) gets
-- its path here: the parent's path and the parent. Uplines do not change in the product; when a tool
-- moves one anyway, the member's whole team is moved with it. A move below oneself is refused.
CREATE FUNCTION members_keep_upline_path() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_path bigint[];
BEGIN
  IF NEW.upline_id IS NULL THEN
    NEW.upline_path := '{}';
  ELSE
    SELECT upline_path INTO parent_path FROM members WHERE id = NEW.upline_id;
    IF NEW.upline_id = NEW.id OR NEW.id = ANY (parent_path) THEN
      RAISE EXCEPTION 'a member cannot be moved below itself' USING ERRCODE = 'AG100';
    END IF;
    NEW.upline_path := COALESCE(parent_path, '{}') || NEW.upline_id;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.upline_path IS DISTINCT FROM OLD.upline_path THEN
    UPDATE members SET upline_path = NEW.upline_path || NEW.id || upline_path[cardinality(OLD.upline_path) + 2:]
     WHERE upline_path @> ARRAY[NEW.id]::bigint[];
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER members_upline_path BEFORE INSERT OR UPDATE OF upline_id ON members
  FOR EACH ROW EXECUTE FUNCTION members_keep_upline_path();

-- Invitation links: an affiliate code with what it registers (a member, or a sub-agent of the agent),
-- a label, and when it was retired (a retired code stops working; its figures stay).
ALTER TABLE affiliate_codes ADD COLUMN kind text NOT NULL DEFAULT 'member' CHECK (kind IN ('member', 'agent'));
ALTER TABLE affiliate_codes ADD COLUMN label text NOT NULL DEFAULT '';
ALTER TABLE affiliate_codes ADD COLUMN retired_at timestamptz;
CREATE INDEX affiliate_codes_member ON affiliate_codes (member_id, created_at) WHERE retired_at IS NULL;

-- Which code a member signed up with: per-link sign-ups and first deposits are counted from it.
ALTER TABLE members ADD COLUMN signup_code_id bigint REFERENCES affiliate_codes(id);
CREATE INDEX members_signup_code ON members (signup_code_id) WHERE signup_code_id IS NOT NULL;

-- Announcements for agents (the agent centre's announcement entry), written from the back office.
CREATE TABLE agent_notices (
  id          bigserial PRIMARY KEY,
  brand_id    integer NOT NULL REFERENCES brands(id),
  title       text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL,
  retired_at  timestamptz
);
CREATE INDEX agent_notices_brand ON agent_notices (brand_id, created_at DESC) WHERE retired_at IS NULL;

-- A downline's last sign-in (the team list shows it): newest session per member, revoked ones included.
CREATE INDEX sessions_member_created ON sessions (member_id, created_at DESC);
