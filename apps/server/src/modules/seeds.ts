import type { Seed } from '../db/seed-types.ts';
import { contentSeed } from './content/seed.ts';
import { gamesSeed } from './games/seed.ts';
import { houseSeed } from './house/seed.ts';
import { systemSeed } from './system/seed.ts';

/** Demo data of every area, in the order it must be applied. */
export const SEEDS: readonly Seed[] = [systemSeed, gamesSeed, houseSeed, contentSeed];
