import { type CallDef, isCallDef } from '../define.ts';
import * as content from './content.ts';
import * as games from './games.ts';
import * as system from './system.ts';

/** Every call of the product, by area. The server registers all of them; the fuzz suite walks them. */
export const CALLS = { system, games, content } as const;

export const ALL_CALLS: readonly CallDef[] = Object.values(CALLS).flatMap((area) =>
  (Object.values(area) as unknown[]).filter(isCallDef),
);
