import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { SEEDS } from '../modules/seeds.ts';
import { seedRuns } from './schema/index.ts';
import type { Seed } from './seed-types.ts';

export type { Seed } from './seed-types.ts';

/**
 * Applies every seed not applied before, in order. A seed is claimed by its seed_runs row first, so
 * two copies starting together never both run it; a seed that fails gives its claim back. Re-running
 * finds the mark and skips, so operator edits to seeded rows are never undone.
 */
export async function runSeeds(deps: Deps, seeds: readonly Seed[] = SEEDS): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of seeds) {
    const claimed = await deps.db
      .insert(seedRuns)
      .values({ name: seed.name })
      .onConflictDoNothing({ target: seedRuns.name })
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) continue;
    try {
      await seed.run(deps);
    } catch (e) {
      await deps.db.delete(seedRuns).where(eq(seedRuns.name, seed.name));
      throw e;
    }
    applied.push(seed.name);
  }
  return applied;
}
