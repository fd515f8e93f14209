-- Issue 19 (points, VIP, missions and leaderboards, messages): the reward centre takes rewards from
-- these areas too, each exactly once by its source key like the others.
ALTER TABLE promotion_rewards DROP CONSTRAINT IF EXISTS promotion_rewards_source_check;
ALTER TABLE promotion_rewards ADD CONSTRAINT promotion_rewards_source_check
  CHECK (source IN ('rebate', 'cashback', 'application', 'raffle', 'envelope', 'referral', 'manual',
                    'vip', 'mission', 'leaderboard', 'mall'));
