import { CONTRACT_KIND_SWITCH, CONTRACT_KINDS_BY_TYPE, CONTRACT_PERIODS_BY_KIND } from '@app/contracts/agent-types';
import type { TContract, TContractTier } from '@app/contracts/calls/agent-contracts';
import { AGENT_CONTRACT_KINDS, type ContractKind } from '@app/contracts/calls/agents';
import { isAgentType } from '@app/contracts/constants';
import type { ModId } from '@app/contracts/whitelabel';
import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { agentContractLimits, agentContracts, members, type StoredTier } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { recordEvent } from '../../events/record.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor, AuditService } from '../audit/audit-service.ts';
import type { Brand } from '../system/brand-types.ts';
import { dbErrorOf } from '../wallet/ledger.ts';
import { switchOn } from '../wallet/money.ts';
import { type ContractPeriod, nextPeriodStart } from './periods.ts';
import { capBy, isMonotonic, maxRateOf, sameTiers, toStored, toWire, withinParent } from './rates.ts';

// Agent contracts (issue 16 item 3, docs/decisions/1110-agent-contracts.md): offers, answers,
// termination requests, the cap of a child's rate by its parent's, and the cascade when a rate falls.

export type ContractRow = typeof agentContracts.$inferSelect;
export type Side = 'holder' | 'upline';

/** Who acts in the back office or the CLI, for the audit entry (decision 1010). */
export interface ContractActing {
  actor: AuditActor;
  ip: string;
  channel: string;
  reason: string;
}

/** The highest rate per kind when the brand set none (basis points): 50 % dividend, 3 % wages and salaries. */
export const DEFAULT_MAX_RATE: Readonly<Record<ContractKind, number>> = {
  dividend: 5000,
  dailyWage: 300,
  hourSalary: 300,
  realtimeSalary: 300,
};

const LIVE = ['active', 'terminationRequested'] as const;
const OPEN = ['offered', 'active', 'terminationRequested'] as const;
const ENDED_SHOWN = 20;
/** The advisory-lock class of contract writes: one lock per brand and kind serialises them. */
const LOCK_CLASS = 1110;

/** Who must answer a contract now. */
export function awaitingOf(row: Pick<ContractRow, 'status' | 'terminationBy'>): Side | '' {
  if (row.status === 'offered') return 'holder';
  if (row.status === 'terminationRequested') return row.terminationBy === 'holder' ? 'upline' : 'holder';
  return '';
}

type Party = { memberId: number } | null;

/**
 * Two offers at once that got past the lock (another copy without it, a future path): the unique
 * index keeps one; the other is told as if it had seen it. Anything else passes through.
 */
export function offerConflict(e: unknown): unknown {
  return dbErrorOf(e)?.code === '23505' ? new AppError('agentContract.offer.pending') : e;
}

export type AgentContractsService = ReturnType<typeof createAgentContractsService>;

export function createAgentContractsService(deps: Deps, audit: AuditService) {
  const { db } = deps;

  /** Serialises every contract write of one brand and kind (offers, answers, cascades). */
  async function lockKind(tx: Tx, brandId: number, kind: ContractKind): Promise<void> {
    const k = AGENT_CONTRACT_KINDS.indexOf(kind);
    await rowsOf(tx, sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}::int, ${brandId * 8 + k}::int)`);
  }

  function kindAllowed(brand: Brand, accountType: number, kind: ContractKind): boolean {
    return (
      switchOn(brand, CONTRACT_KIND_SWITCH[kind] as ModId) && (CONTRACT_KINDS_BY_TYPE[accountType] ?? []).includes(kind)
    );
  }

  async function limitOf(tx: DbOrTx, brandId: number, kind: ContractKind): Promise<number> {
    const [row] = await tx
      .select({ maxRate: agentContractLimits.maxRate })
      .from(agentContractLimits)
      .where(and(eq(agentContractLimits.brandId, brandId), eq(agentContractLimits.kind, kind)));
    return row?.maxRate ?? DEFAULT_MAX_RATE[kind];
  }

  async function liveOf(tx: DbOrTx, holderId: number, kind: ContractKind): Promise<ContractRow | undefined> {
    const [row] = await tx
      .select()
      .from(agentContracts)
      .where(
        and(eq(agentContracts.holderId, holderId), eq(agentContracts.kind, kind), inArray(agentContracts.status, LIVE)),
      );
    return row;
  }

  async function openOfferOf(tx: DbOrTx, holderId: number, kind: ContractKind): Promise<ContractRow | undefined> {
    const [row] = await tx
      .select()
      .from(agentContracts)
      .where(
        and(eq(agentContracts.holderId, holderId), eq(agentContracts.kind, kind), eq(agentContracts.status, 'offered')),
      );
    return row;
  }

  async function memberOf(tx: DbOrTx, brandId: number, ref: { id: number } | { username: string }) {
    const [m] = await tx
      .select({
        id: members.id,
        username: members.username,
        accountType: members.accountType,
        uplineId: members.uplineId,
      })
      .from(members)
      .where(
        and(
          eq(members.brandId, brandId),
          eq(members.role, 'player'),
          'id' in ref ? eq(members.id, ref.id) : eq(members.username, ref.username),
        ),
      );
    return m;
  }

  /** Checks tiers against the kind's rules and the brand's limit; answers them as stored. */
  async function checkedTiers(
    tx: DbOrTx,
    brand: Brand,
    kind: ContractKind,
    period: string,
    tiers: readonly TContractTier[],
  ): Promise<StoredTier[]> {
    if (!CONTRACT_PERIODS_BY_KIND[kind].includes(period)) throw new AppError('agentContract.period.invalid');
    if (kind !== 'dividend' && tiers.some((t) => t.minLoss > 0)) throw new AppError('agentContract.tiers.loss.unused');
    const stored = toStored(tiers, brand.settings.minorUnits);
    if (!isMonotonic(stored)) throw new AppError('agentContract.tiers.not.monotonic');
    const limit = await limitOf(tx, brand.id, kind);
    if (maxRateOf(stored) > limit) throw new AppError('agentContract.rate.above.limit', { maxRate: limit / 100 });
    return stored;
  }

  async function bump(tx: Tx, id: number, set: Partial<typeof agentContracts.$inferInsert>): Promise<ContractRow> {
    const [row] = await tx
      .update(agentContracts)
      .set({ ...set, version: sql`${agentContracts.version} + 1` })
      .where(eq(agentContracts.id, id))
      .returning();
    if (!row) throw new Error(`agent contract ${id} vanished`);
    return row;
  }

  /**
   * A parent's contract fell (or changed): caps every live contract it gave of that kind, withdraws
   * open offers above it, and goes on down the tree for each holder it lowered. Same transaction.
   */
  async function cascade(tx: Tx, brandId: number, parent: ContractRow, at: Date): Promise<ContractRow[]> {
    const lowered: ContractRow[] = [];
    const children = await tx
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.offeredById, parent.holderId),
          eq(agentContracts.kind, parent.kind),
          inArray(agentContracts.status, OPEN),
        ),
      );
    for (const child of children) {
      if (child.status === 'offered') {
        if (withinParent(child.tiers, parent.tiers)) continue;
        const row = await bump(tx, child.id, { status: 'rejected', note: 'lowered', decidedAt: at, endedAt: at });
        await told(tx, brandId, child, row, at);
        lowered.push(row);
        continue;
      }
      const capped = capBy(child.tiers, parent.tiers);
      if (sameTiers(capped, child.tiers)) continue;
      const row = await bump(tx, child.id, { tiers: capped, maxRate: maxRateOf(capped), note: 'lowered' });
      await told(tx, brandId, child, row, at);
      lowered.push(row, ...(await cascade(tx, brandId, row, at)));
    }
    return lowered;
  }

  async function told(tx: Tx, brandId: number, before: ContractRow, after: ContractRow, at: Date): Promise<void> {
    await recordEvent(tx, {
      type: 'agentContract.lowered',
      brandId,
      subject: `member:${after.holderId}`,
      payload: {
        contractId: after.id,
        holderId: after.holderId,
        offeredById: after.offeredById,
        kind: after.kind,
        status: after.status as 'active' | 'terminationRequested' | 'rejected',
        maxRateBefore: before.maxRate,
        maxRateAfter: after.status === 'rejected' ? 0 : after.maxRate,
      },
      at,
    });
  }

  async function recordAudit(
    tx: Tx,
    brand: Brand,
    acting: ContractActing | undefined,
    action: string,
    target: { kind: string; id: string | number },
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<void> {
    if (!acting) return;
    await audit.record(tx, { brandId: brand.id, action, target, before, after, ...acting });
  }

  const auditView = (r: ContractRow) => ({
    id: r.id,
    holderId: r.holderId,
    kind: r.kind,
    period: r.period,
    status: r.status,
    tiers: r.tiers,
    note: r.note,
  });

  /** Reads a contract of the brand before its kind's lock is taken (its kind and version). */
  async function peek(brandId: number, id: number): Promise<ContractRow> {
    const [row] = await db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.id, id), eq(agentContracts.brandId, brandId)));
    if (!row) throw new AppError('agentContract.not.found');
    return row;
  }

  /** Re-reads under the lock; a version that moved since `peek` is a stale answer. */
  async function reread(tx: Tx, seen: ContractRow): Promise<ContractRow> {
    const [row] = await tx.select().from(agentContracts).where(eq(agentContracts.id, seen.id)).for('update');
    if (!row || row.version !== seen.version) throw new AppError('agentContract.stale');
    return row;
  }

  /** The side `who` is on for a contract, or null. The platform (null) is the upline of its own offers. */
  function sideOf(row: ContractRow, who: Party): Side | null {
    if (who === null) return row.offeredById === null ? 'upline' : null;
    if (row.holderId === who.memberId) return 'holder';
    if (row.offeredById !== null && row.offeredById === who.memberId) return 'upline';
    return null;
  }

  async function toWireMany(brand: Brand, rows: ContractRow[]): Promise<TContract[]> {
    const ids = [...new Set(rows.flatMap((r) => [r.holderId, ...(r.offeredById === null ? [] : [r.offeredById])]))];
    const names = new Map<number, string>();
    if (ids.length > 0) {
      const found = await db
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(inArray(members.id, ids));
      for (const m of found) names.set(m.id, m.username);
    }
    const ms = (d: Date | null) => (d === null ? null : d.getTime());
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      period: r.period,
      status: r.status,
      holder: names.get(r.holderId) ?? '',
      offeredBy: r.offeredById === null ? '' : (names.get(r.offeredById) ?? ''),
      tiers: toWire(r.tiers, brand.settings.minorUnits),
      offeredAt: r.offeredAt.getTime(),
      decidedAt: ms(r.decidedAt),
      effectiveFrom: ms(r.effectiveFrom),
      endedAt: ms(r.endedAt),
      note: r.note,
      awaiting: awaitingOf(r),
    }));
  }

  const service = {
    kindAllowed,
    limitOf: (brandId: number, kind: ContractKind, tx: DbOrTx = db) => limitOf(tx, brandId, kind),
    toWire: async (brand: Brand, row: ContractRow) => (await toWireMany(brand, [row]))[0] as TContract,
    toWireMany,

    /**
     * The contract of a kind that pays the holder at `at`: accepted, effective by then and not yet ended
     * (a replaced or terminated contract pays until its ended_at). For the payouts.
     */
    async activeContract(tx: DbOrTx, holderId: number, kind: ContractKind, at: Date): Promise<ContractRow | undefined> {
      const [row] = await tx
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.holderId, holderId),
            eq(agentContracts.kind, kind),
            inArray(agentContracts.status, ['active', 'terminationRequested', 'terminated']),
            lte(agentContracts.effectiveFrom, at),
            or(isNull(agentContracts.endedAt), sql`${agentContracts.endedAt} > ${at.toISOString()}`),
          ),
        )
        .orderBy(desc(agentContracts.effectiveFrom), desc(agentContracts.id))
        .limit(1);
      return row;
    },

    /** The holder's live contract of a kind (active or termination requested), effective or not. */
    liveContract: (tx: DbOrTx, holderId: number, kind: ContractKind) => liveOf(tx, holderId, kind),

    /**
     * Offers a contract. `by` null: the platform, to a top agent (back office, CLI); else an agent, to a
     * direct downline agent, within its own live contract of the kind.
     */
    async offer(
      brand: Brand,
      by: Party,
      holderRef: { id: number } | { username: string },
      kind: ContractKind,
      period: ContractPeriod,
      tiers: readonly TContractTier[],
      acting?: ContractActing,
    ): Promise<ContractRow> {
      if (acting) audit.check({ brandId: brand.id, action: 'agent_contract.offer', ...acting });
      try {
        return await db.transaction(async (tx) => {
          await lockKind(tx, brand.id, kind);
          const holder = await memberOf(tx, brand.id, holderRef);
          if (by === null) {
            if (!holder || !isAgentType(holder.accountType) || holder.uplineId !== null)
              throw new AppError('agentContract.not.top.agent');
          } else if (!holder || holder.uplineId !== by.memberId) {
            throw new AppError('agentContract.not.downline');
          }
          // A member (not an agent) under the offerer holds no kind: kind.unavailable below.
          if (!kindAllowed(brand, holder.accountType, kind)) throw new AppError('agentContract.kind.unavailable');
          const stored = await checkedTiers(tx, brand, kind, period, tiers);
          if (by !== null) {
            const parent = await liveOf(tx, by.memberId, kind);
            if (!parent) throw new AppError('agentContract.offerer.no.contract');
            if (!withinParent(stored, parent.tiers)) throw new AppError('agentContract.rate.above.parent');
          }
          if (await openOfferOf(tx, holder.id, kind)) throw new AppError('agentContract.offer.pending');
          const [row] = await tx
            .insert(agentContracts)
            .values({
              brandId: brand.id,
              kind,
              period,
              holderId: holder.id,
              offeredById: by === null ? null : by.memberId,
              status: 'offered',
              tiers: stored,
              maxRate: maxRateOf(stored),
              offeredAt: deps.now(),
            })
            .returning();
          if (!row) throw new Error('agent contract insert returned nothing');
          // The holder is told of the offer (a platform message, docs/decisions/1540-messages.md).
          await recordEvent(tx, {
            type: 'agentContract.offered',
            brandId: brand.id,
            subject: `member:${row.holderId}`,
            payload: { contractId: row.id, holderId: row.holderId, offeredById: row.offeredById, kind: row.kind },
            at: deps.now(),
          });
          await recordAudit(tx, brand, acting, 'agent_contract.offer', { kind: 'agent_contract', id: row.id }, null, {
            ...auditView(row),
            holder: holder.username,
          });
          return row;
        });
      } catch (e) {
        throw offerConflict(e);
      }
    },

    /**
     * Answers what awaits `who` on a contract: an offer (holder), or the other side's termination
     * request. `who` null: the platform, the upline of a top agent's contract.
     */
    async respond(
      brand: Brand,
      who: Party,
      id: number,
      accept: boolean,
      acting?: ContractActing,
    ): Promise<ContractRow> {
      const seen = await peek(brand.id, id);
      const side = sideOf(seen, who);
      if (side === null || awaitingOf(seen) !== side) throw new AppError('agentContract.not.found');
      const action = seen.status === 'offered' ? 'agent_contract.respond' : 'agent_contract.terminate';
      if (acting) audit.check({ brandId: brand.id, action, ...acting });
      const at = deps.now();
      return db.transaction(async (tx) => {
        await lockKind(tx, brand.id, seen.kind);
        const row = await reread(tx, seen);
        let after: ContractRow;
        if (row.status === 'offered') {
          if (!accept) {
            after = await bump(tx, row.id, { status: 'rejected', note: 'rejected', decidedAt: at, endedAt: at });
          } else {
            after = await accepted(tx, brand, row, at);
          }
        } else if (accept) {
          const end = nextPeriodStart(row.period, at, brand.settings.timezoneOffsetMinutes);
          const from = row.effectiveFrom ?? at;
          after = await bump(tx, row.id, {
            status: 'terminated',
            note: 'terminated',
            endedAt: end > from ? end : from,
            terminationBy: null,
          });
        } else {
          after = await bump(tx, row.id, { status: 'active', terminationBy: null });
        }
        await recordAudit(tx, brand, acting, action, { kind: 'agent_contract', id: row.id }, auditView(row), {
          ...auditView(after),
          accept,
        });
        return after;
      });
    },

    /** Asks to end an active contract; the other side answers through respond. */
    async requestTermination(brand: Brand, who: Party, id: number, acting?: ContractActing): Promise<ContractRow> {
      const seen = await peek(brand.id, id);
      const side = sideOf(seen, who);
      if (side === null || seen.status !== 'active') throw new AppError('agentContract.not.found');
      if (acting) audit.check({ brandId: brand.id, action: 'agent_contract.terminate', ...acting });
      return db.transaction(async (tx) => {
        await lockKind(tx, brand.id, seen.kind);
        const row = await reread(tx, seen);
        const after = await bump(tx, row.id, { status: 'terminationRequested', terminationBy: side });
        await recordAudit(
          tx,
          brand,
          acting,
          'agent_contract.terminate',
          { kind: 'agent_contract', id: row.id },
          auditView(row),
          auditView(after),
        );
        return after;
      });
    },

    /**
     * The platform lowers a top agent's live contract in place (back office, CLI): no tier may pay more
     * at any point than before; the cascade caps the tree below in the same transaction.
     */
    async lower(
      brand: Brand,
      holderRef: { id: number } | { username: string },
      kind: ContractKind,
      tiers: readonly TContractTier[],
      acting: ContractActing,
    ): Promise<{ row: ContractRow; lowered: ContractRow[] }> {
      audit.check({ brandId: brand.id, action: 'agent_contract.lower', ...acting });
      const at = deps.now();
      return db.transaction(async (tx) => {
        await lockKind(tx, brand.id, kind);
        const holder = await memberOf(tx, brand.id, holderRef);
        if (!holder || !isAgentType(holder.accountType) || holder.uplineId !== null)
          throw new AppError('agentContract.not.top.agent');
        const live = await liveOf(tx, holder.id, kind);
        if (!live || live.offeredById !== null) throw new AppError('agentContract.not.found');
        const stored = await checkedTiers(tx, brand, kind, live.period, tiers);
        if (!withinParent(stored, live.tiers)) throw new AppError('agentContract.not.lower');
        const row = await bump(tx, live.id, { tiers: stored, maxRate: maxRateOf(stored), note: 'lowered' });
        await told(tx, brand.id, live, row, at);
        const lowered = await cascade(tx, brand.id, row, at);
        await recordAudit(
          tx,
          brand,
          acting,
          'agent_contract.lower',
          { kind: 'agent_contract', id: row.id },
          auditView(live),
          { ...auditView(row), loweredBelow: lowered.map((l) => l.id) },
        );
        return { row, lowered };
      });
    },

    /** The caller's lists of one kind (the agent centre's four contract entries). */
    async lists(brand: Brand, member: { memberId: number; accountType: number }, kind: ContractKind) {
      const enabled = kindAllowed(brand, member.accountType, kind);
      const of = async (col: typeof agentContracts.holderId | typeof agentContracts.offeredById) => {
        const base = and(eq(col, member.memberId), eq(agentContracts.kind, kind), eq(agentContracts.brandId, brand.id));
        const open = await db
          .select()
          .from(agentContracts)
          .where(and(base, inArray(agentContracts.status, OPEN)))
          .orderBy(desc(agentContracts.id));
        const ended = await db
          .select()
          .from(agentContracts)
          .where(and(base, inArray(agentContracts.status, ['rejected', 'terminated'])))
          .orderBy(desc(agentContracts.id))
          .limit(ENDED_SHOWN);
        return toWireMany(brand, [...open, ...ended]);
      };
      return { enabled, mine: await of(agentContracts.holderId), team: await of(agentContracts.offeredById) };
    },

    /** Requests awaiting the member's answer, per kind (offers and termination requests). */
    async awaitingCounts(brandId: number, memberId: number): Promise<Record<ContractKind, number>> {
      const rows = await db
        .select({ kind: agentContracts.kind, n: sql<number>`count(*)::int` })
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.brandId, brandId),
            or(
              and(
                eq(agentContracts.holderId, memberId),
                or(
                  eq(agentContracts.status, 'offered'),
                  and(eq(agentContracts.status, 'terminationRequested'), eq(agentContracts.terminationBy, 'upline')),
                ),
              ),
              and(
                eq(agentContracts.offeredById, memberId),
                eq(agentContracts.status, 'terminationRequested'),
                eq(agentContracts.terminationBy, 'holder'),
              ),
            ),
          ),
        )
        .groupBy(agentContracts.kind);
      const out = { dividend: 0, dailyWage: 0, hourSalary: 0, realtimeSalary: 0 };
      for (const r of rows) out[r.kind] = Number(r.n);
      return out;
    },
  };

  /** Accepts an offer under the kind's lock: checks the parent again, replaces the live one, caps below. */
  async function accepted(tx: Tx, brand: Brand, row: ContractRow, at: Date): Promise<ContractRow> {
    const holder = await memberOf(tx, brand.id, { id: row.holderId });
    if (!holder || !kindAllowed(brand, holder.accountType, row.kind))
      throw new AppError('agentContract.kind.unavailable');
    if (row.offeredById !== null) {
      const parent = await liveOf(tx, row.offeredById, row.kind);
      if (!parent) throw new AppError('agentContract.offerer.no.contract');
      if (!withinParent(row.tiers, parent.tiers)) throw new AppError('agentContract.rate.above.parent');
    }
    const from = nextPeriodStart(row.period, at, brand.settings.timezoneOffsetMinutes);
    const old = await liveOf(tx, row.holderId, row.kind);
    if (old) {
      const oldFrom = old.effectiveFrom ?? from;
      await bump(tx, old.id, {
        status: 'terminated',
        note: 'replaced',
        endedAt: oldFrom > from ? oldFrom : from,
        terminationBy: null,
      });
    }
    const after = await bump(tx, row.id, { status: 'active', decidedAt: at, effectiveFrom: from });
    await recordEvent(tx, {
      type: 'agentContract.accepted',
      brandId: brand.id,
      subject: `member:${row.holderId}`,
      payload: {
        contractId: row.id,
        holderId: row.holderId,
        offeredById: row.offeredById,
        kind: row.kind,
        effectiveFrom: from.getTime(),
        replacedId: old?.id ?? null,
      },
      at,
    });
    await cascade(tx, brand.id, after, at);
    return after;
  }

  return service;
}
