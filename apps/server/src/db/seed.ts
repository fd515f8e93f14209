import type { Deps } from '../deps.ts';
import { SEEDS } from '../modules/seeds.ts';
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
    const claimed = await deps.database.query(
      'INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name',
      [seed.name],
    );
    if (claimed.length === 0) continue;
    try {
      await seed.run(deps);
    } catch (e) {
      await deps.database.query('DELETE FROM seed_runs WHERE name = $1', [seed.name]);
      throw e;
    }
    applied.push(seed.name);
  }
  return applied;
}
