-- Site content an operator manages per brand: banners, notices, help items (issue 3). Texts are per
-- language in *_texts tables; a language without its own text falls back to the brand's default.

CREATE TABLE content_banners (
  id             serial PRIMARY KEY,
  brand_id       integer NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  group_name     text NOT NULL CHECK (group_name IN ('w_home', 'w_rng', 'w_live', 'w_fish', 'w_pvp',
                   'w_sports', 'w_esports', 'w_lott', 'w_down', 'w_promotion', 'w_shop', 'w_help', 'w_reg')),
  image_url      text NOT NULL,
  linkage_type   text NOT NULL DEFAULT '' CHECK (linkage_type IN ('', 'ROUTE', 'URL', 'PROMO', 'LOBBY')),
  linkage_value  text NOT NULL DEFAULT '',
  sort           integer NOT NULL DEFAULT 0,
  starts_at      timestamptz,
  ends_at        timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at),
  CHECK ((linkage_type = '') = (linkage_value = ''))
);
CREATE INDEX content_banners_group ON content_banners (brand_id, group_name, sort);

CREATE TABLE content_banner_texts (
  banner_id  integer NOT NULL REFERENCES content_banners(id) ON DELETE CASCADE,
  lang       text NOT NULL CHECK (lang IN ('EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID')),
  title      text NOT NULL DEFAULT '',
  subtitle   text NOT NULL DEFAULT '',
  PRIMARY KEY (banner_id, lang)
);

CREATE TABLE content_notices (
  id            serial PRIMARY KEY,
  brand_id      integer NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  type          text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  image_url     text NOT NULL DEFAULT '',
  sort          integer NOT NULL DEFAULT 0,
  published_at  timestamptz NOT NULL DEFAULT now(),
  starts_at     timestamptz,
  ends_at       timestamptz,
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX content_notices_brand ON content_notices (brand_id, type, published_at DESC);

CREATE TABLE content_notice_texts (
  notice_id     integer NOT NULL REFERENCES content_notices(id) ON DELETE CASCADE,
  lang          text NOT NULL CHECK (lang IN ('EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID')),
  title         text NOT NULL,
  content_html  text NOT NULL DEFAULT '',
  PRIMARY KEY (notice_id, lang)
);

CREATE TABLE content_help_items (
  id        serial PRIMARY KEY,
  brand_id  integer NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  tag       text NOT NULL,
  sort      integer NOT NULL DEFAULT 0,
  UNIQUE (brand_id, tag)
);

CREATE TABLE content_help_texts (
  item_id       integer NOT NULL REFERENCES content_help_items(id) ON DELETE CASCADE,
  lang          text NOT NULL CHECK (lang IN ('EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID')),
  title         text NOT NULL,
  content_html  text NOT NULL DEFAULT '',
  PRIMARY KEY (item_id, lang)
);

-- Customer-service conversations from the local support pages (/support/<channel>).
CREATE TABLE support_messages (
  id            bigserial PRIMARY KEY,
  brand_id      integer NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  conversation  text NOT NULL,
  channel       text NOT NULL CHECK (channel IN ('chat', 'messenger', 'chat-app', 'vip')),
  sender        text NOT NULL CHECK (sender IN ('visitor', 'agent')),
  member_id     bigint REFERENCES members(id),
  body          text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_messages_conversation ON support_messages (brand_id, conversation, id);
