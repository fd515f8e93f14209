/** Demo VIP levels: the default table (levels 0..7) for every brand there is when the seed runs. */
import { brands } from '../../db/schema/index.ts';
import { vipLevels } from '../../db/schema/vip.ts';
import type { Seed } from '../../db/seed-types.ts';
import { defaultLevels } from './levels.ts';

export const vipSeed: Seed = {
  name: 'vip.default-levels',
  async run(deps) {
    const at = deps.now();
    const list = await deps.db.select({ id: brands.id, settings: brands.settings }).from(brands);
    for (const b of list) {
      const minorUnits = (b.settings as { minorUnits?: number } | null)?.minorUnits ?? 2;
      await deps.db
        .insert(vipLevels)
        .values(defaultLevels(minorUnits).map((l) => ({ ...l, brandId: b.id, updatedAt: at })))
        .onConflictDoNothing();
    }
  },
};
