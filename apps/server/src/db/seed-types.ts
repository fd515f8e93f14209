import type { Deps } from '../deps.ts';

/** A named piece of demo data, applied once per database. */
export interface Seed {
  name: string;
  run(deps: Deps): Promise<void>;
}
