import type { Tx } from '../../db/client.ts';

/**
 * The audit hook's types, apart from the builders (act-hook.ts), so the services that take a hook
 * import nothing of the routes' or the CLI's.
 */

/** What a service tells its audit hook about a change it is making. */
export interface AuditChange {
  target?: { kind: string; id: string | number };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Called by a service inside the transaction of its change, once the change is written: records the
 * act in that transaction (so the entry commits or rolls back with it). A change that changed nothing
 * (the same values before and after) records nothing.
 */
export type AuditHook = (tx: Tx, change: AuditChange) => Promise<void>;
