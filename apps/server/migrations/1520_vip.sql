-- VIP rank (issue 19 item 2; docs/decisions/1520-vip.md).
--
-- Levels are data per brand: level 0 is where every member starts; a member reaches a level when the
-- valid bet AND the paid deposits of the brand's rolling period (vip_settings.rolling_days, default 30)
-- reach both of its thresholds. Upgrades happen at once (event handlers on bet.settled and
-- deposit.approved); downgrades only in the monthly job. Rewards go to the reward centre with source
-- 'vip' and a source key that makes each exactly once (vip:up:<member>:<level>, vip:month:<yyyy-mm>:<member>).

CREATE TABLE vip_settings (
  brand_id      integer PRIMARY KEY REFERENCES brands(id),
  rolling_days  integer NOT NULL DEFAULT 30 CHECK (rolling_days BETWEEN 1 AND 365),
  updated_at    timestamptz NOT NULL
);

CREATE TABLE vip_levels (
  brand_id           integer NOT NULL REFERENCES brands(id),
  level              smallint NOT NULL CHECK (level BETWEEN 0 AND 30),
  -- The level's name per language ({"EN": "Gold", "CN": "黄金", ...}); EN is required.
  names              jsonb NOT NULL,
  -- Thresholds over the rolling period, minor units.
  min_valid_bet      bigint NOT NULL CHECK (min_valid_bet >= 0),
  min_deposit        bigint NOT NULL CHECK (min_deposit >= 0),
  -- Rewards, minor units; 0: none. wagering_multiple 0: paid as cash, else a bonus wagered that many times.
  upgrade_bonus      bigint NOT NULL DEFAULT 0 CHECK (upgrade_bonus >= 0),
  monthly_bonus      bigint NOT NULL DEFAULT 0 CHECK (monthly_bonus >= 0),
  wagering_multiple  smallint NOT NULL DEFAULT 0 CHECK (wagering_multiple BETWEEN 0 AND 100),
  updated_at         timestamptz NOT NULL,
  PRIMARY KEY (brand_id, level),
  CHECK (level > 0 OR (min_valid_bet = 0 AND min_deposit = 0 AND upgrade_bonus = 0))
);

-- A member's level; no row: level 0. The row is the lock every change of the member's level takes.
CREATE TABLE vip_members (
  member_id   bigint PRIMARY KEY REFERENCES members(id),
  brand_id    integer NOT NULL REFERENCES brands(id),
  level       smallint NOT NULL DEFAULT 0 CHECK (level >= 0),
  -- The highest level ever held (the upgrade bonus is once per level ever reached).
  highest     smallint NOT NULL DEFAULT 0 CHECK (highest >= level),
  changed_at  timestamptz NOT NULL
);
CREATE INDEX vip_members_brand_level ON vip_members (brand_id, level) WHERE level > 0;

-- Every change of a member's level, for the member's history and the back office.
CREATE TABLE vip_level_changes (
  id          bigserial PRIMARY KEY,
  brand_id    integer NOT NULL REFERENCES brands(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  from_level  smallint NOT NULL,
  to_level    smallint NOT NULL,
  -- threshold: reached at once; monthly: the monthly downgrade check; staff: set by hand (with a reason).
  cause       text NOT NULL CHECK (cause IN ('threshold', 'monthly', 'staff')),
  reason      text NOT NULL DEFAULT '',
  actor       text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL,
  CHECK (from_level <> to_level)
);
CREATE INDEX vip_level_changes_member ON vip_level_changes (member_id, created_at DESC);
