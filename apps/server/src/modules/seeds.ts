import type { Seed } from '../db/seed-types.ts';
import { gamesSeed } from './catalogue/seed.ts';
import { contentSeed } from './content/seed.ts';
import { houseSeed } from './house/seed.ts';
import { missionsSeed } from './missions/seed.ts';
import { pointsSeed } from './points/seed.ts';
import { promotionsSeed } from './promotions/seed.ts';
import { systemSeed } from './system/seed.ts';
import { vipSeed } from './vip/seed.ts';

/** Demo data of every area, in the order it must be applied. */
export const SEEDS: readonly Seed[] = [
  systemSeed,
  gamesSeed,
  houseSeed,
  contentSeed,
  promotionsSeed,
  vipSeed,
  missionsSeed,
  pointsSeed,
];
