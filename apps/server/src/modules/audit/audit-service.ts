import { and, asc, desc, eq, gt, gte, like, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { auditChainHead, auditLog } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { jsonSafe, rowHash } from './canonical.ts';
import { csvRecord } from './csv.ts';
import { reasonRequired } from './reasons.ts';

export type AuditActorKind = 'staff' | 'cli' | 'system' | 'member';

/** Who did it: a staff account (id, name, role), an operating-system user at the CLI, a job, or a member acting on their own account (responsible gaming). */
export interface AuditActor {
  kind: AuditActorKind;
  id: string;
  name: string;
  role: string;
}

/** One act as a caller describes it; `at` and the chain fields are the service's. */
export interface AuditEntry {
  /** null: a platform-wide act. */
  brandId: number | null;
  actor: AuditActor;
  /** `<area>.<verb>`, lower case: 'deposit.approve', 'member.lock'. */
  action: string;
  target?: { kind: string; id: string | number };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string;
  ip?: string;
  /** The request's user agent, or 'cli'. */
  channel?: string;
}

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilters {
  /** A brand's id, or null for platform-wide acts only; absent: every brand. */
  brandId?: number | null;
  /** Matches the actor's name or id exactly. */
  actor?: string;
  /** An action ('deposit.approve'), or a prefix ending in '*' ('deposit.*'). */
  action?: string;
  targetKind?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  limit?: number;
  /** Entries to skip (newest first) before the first answered: paging of list(). */
  offset?: number;
}

export type VerifyResult =
  | { ok: true; count: number; head: string }
  | {
      ok: false;
      /** Rows checked and found sound before the broken one. */
      count: number;
      id: number;
      problem: 'hash' | 'link' | 'missing' | 'head';
      expected: string;
      found: string;
    };

export const AUDIT_CSV_HEADER = [
  'id',
  'at',
  'brand_id',
  'actor_kind',
  'actor_id',
  'actor_name',
  'role',
  'action',
  'target_kind',
  'target_id',
  'before',
  'after',
  'reason',
  'ip',
  'channel',
  'prev_hash',
  'hash',
] as const;

export const MAX_REASON = 1000;
const ACTION = /^[a-z0-9_]+(\.[a-z0-9_]+)+$/;
const PAGE = 500;

function text(value: string | undefined, max: number): string {
  return (value ?? '').replaceAll('\u0000', '\uFFFD').slice(0, max);
}

export type AuditService = ReturnType<typeof createAuditService>;

/**
 * The back-office audit log (decision 1010): every back-office write calls record() in the
 * transaction of its change, so the entry commits or rolls back with it. One hash chain for the
 * platform; appends queue on the chain head's row lock, so concurrent ones never fork it.
 */
export function createAuditService(deps: Deps) {
  const { db } = deps;

  /** Refuses an entry that may not be written (a money or security act without a reason); writes nothing. */
  function check(entry: AuditEntry): void {
    if (!ACTION.test(entry.action)) throw new Error(`audit: "${entry.action}" is not an action name`);
    const reason = (entry.reason ?? '').trim();
    if (reasonRequired(entry.action) && reason === '') {
      throw new AppError('audit.reason.required', { field: 'reason', reason: 'required' });
    }
    if (reason.length > MAX_REASON) {
      throw new AppError('request_param_err', { field: 'reason', reason: `max_${MAX_REASON}` });
    }
  }

  /** Appends one entry inside the caller's transaction; returns the written row. */
  async function record(tx: Tx, entry: AuditEntry): Promise<AuditRow> {
    check(entry);
    const [head] = await tx.select().from(auditChainHead).where(eq(auditChainHead.id, 1)).for('update');
    if (!head) throw new Error('audit: the chain head row is missing (migration 1010)');
    const fields = {
      id: head.lastId + 1,
      brandId: entry.brandId,
      at: deps.now(),
      actorKind: entry.actor.kind,
      actorId: text(entry.actor.id, 200),
      actorName: text(entry.actor.name, 200),
      role: text(entry.actor.role, 100),
      action: entry.action,
      targetKind: text(entry.target?.kind, 100),
      targetId: text(entry.target === undefined ? '' : String(entry.target.id), 200),
      before: entry.before == null ? null : jsonSafe(entry.before),
      after: entry.after == null ? null : jsonSafe(entry.after),
      reason: text((entry.reason ?? '').trim(), MAX_REASON),
      ip: text(entry.ip, 100),
      channel: text(entry.channel, 500),
      prevHash: head.hash,
    };
    const hash = rowHash(fields);
    const [row] = await tx
      .insert(auditLog)
      .values({ ...fields, hash })
      .returning();
    await tx.update(auditChainHead).set({ lastId: fields.id, hash }).where(eq(auditChainHead.id, 1));
    return row as AuditRow;
  }

  /** Appends one entry in a transaction of its own (for a change that committed in another). */
  async function recordAlone(entry: AuditEntry): Promise<AuditRow> {
    check(entry);
    return db.transaction((tx) => record(tx, entry));
  }

  /** Walks the whole chain from the first row; the first broken link, or ok with the count. */
  async function verify(on: DbOrTx = db): Promise<VerifyResult> {
    // The head first: rows up to it are committed; appends made during the walk are not looked at.
    const [head] = await on.select().from(auditChainHead).where(eq(auditChainHead.id, 1));
    if (!head) throw new Error('audit: the chain head row is missing (migration 1010)');
    let prev = '0'.repeat(64);
    let lastId = 0;
    let count = 0;
    for (;;) {
      const rows = await on
        .select()
        .from(auditLog)
        .where(and(gt(auditLog.id, lastId), lte(auditLog.id, head.lastId)))
        .orderBy(asc(auditLog.id))
        .limit(PAGE);
      for (const r of rows) {
        if (r.id !== lastId + 1) {
          return {
            ok: false,
            count,
            id: lastId + 1,
            problem: 'missing',
            expected: `id ${lastId + 1}`,
            found: `id ${r.id}`,
          };
        }
        if (r.prevHash !== prev)
          return { ok: false, count, id: r.id, problem: 'link', expected: prev, found: r.prevHash };
        const computed = rowHash(r);
        if (computed !== r.hash)
          return { ok: false, count, id: r.id, problem: 'hash', expected: computed, found: r.hash };
        prev = r.hash;
        lastId = r.id;
        count++;
      }
      if (rows.length < PAGE) break;
    }
    if (lastId !== head.lastId) {
      return {
        ok: false,
        count,
        id: lastId + 1,
        problem: 'missing',
        expected: `id ${head.lastId}`,
        found: `id ${lastId}`,
      };
    }
    if (head.hash !== prev) return { ok: false, count, id: lastId, problem: 'head', expected: prev, found: head.hash };
    return { ok: true, count, head: head.hash };
  }

  function where(f: AuditFilters): SQL | undefined {
    const parts: (SQL | undefined)[] = [];
    if (f.brandId === null) parts.push(sql`${auditLog.brandId} IS NULL`);
    else if (f.brandId !== undefined) parts.push(eq(auditLog.brandId, f.brandId));
    if (f.actor) parts.push(or(eq(auditLog.actorName, f.actor), eq(auditLog.actorId, f.actor)));
    if (f.action) {
      parts.push(
        f.action.endsWith('*')
          ? like(auditLog.action, `${f.action.slice(0, -1).replace(/[\\%_]/g, '\\$&')}%`)
          : eq(auditLog.action, f.action),
      );
    }
    if (f.targetKind) parts.push(eq(auditLog.targetKind, f.targetKind));
    if (f.targetId) parts.push(eq(auditLog.targetId, f.targetId));
    if (f.from) parts.push(gte(auditLog.at, f.from));
    if (f.to) parts.push(lt(auditLog.at, f.to));
    return and(...parts);
  }

  /** Entries matching the filters, newest first (at most `limit`, default 50, at most 1000, after `offset`). */
  function list(f: AuditFilters = {}, on: Db = db): Promise<AuditRow[]> {
    const limit = Math.min(Math.max(1, f.limit ?? 50), 1000);
    return on
      .select()
      .from(auditLog)
      .where(where(f))
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset(Math.max(0, f.offset ?? 0));
  }

  /**
   * Entries matching the filters as CSV records, oldest first, a page at a time (header first; each
   * record without its line ending). `limit` caps the rows when given.
   */
  async function* csv(f: AuditFilters = {}): AsyncGenerator<string> {
    yield csvRecord(AUDIT_CSV_HEADER);
    let after = 0;
    let left = f.limit ?? Number.POSITIVE_INFINITY;
    while (left > 0) {
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(where(f), gt(auditLog.id, after)))
        .orderBy(asc(auditLog.id))
        .limit(Math.min(PAGE, left));
      for (const r of rows) {
        yield csvRecord([
          r.id,
          r.at,
          r.brandId,
          r.actorKind,
          r.actorId,
          r.actorName,
          r.role,
          r.action,
          r.targetKind,
          r.targetId,
          r.before,
          r.after,
          r.reason,
          r.ip,
          r.channel,
          r.prevHash,
          r.hash,
        ]);
        after = r.id;
      }
      left -= rows.length;
      if (rows.length < PAGE) break;
    }
  }

  return { check, record, recordAlone, verify, list, csv };
}
