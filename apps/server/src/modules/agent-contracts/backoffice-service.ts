import { CONTRACT_PERIODS_BY_KIND } from '@app/contracts/agent-types';
import type { TContractTier } from '@app/contracts/calls/agent-contracts';
import { AGENT_CONTRACT_KINDS, type ContractKind } from '@app/contracts/calls/agents';
import type { TContractTemplate } from '@app/contracts/calls/backoffice-agent-contracts';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { agentContractLimits, agentContracts, agentContractTemplates, members } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { Brand } from '../system/brand-types.ts';
import { dbErrorOf } from '../wallet/ledger.ts';
import {
  type AgentContractsService,
  type ContractActing,
  type ContractRow,
  DEFAULT_MAX_RATE,
} from './contracts-service.ts';
import type { ContractPeriod } from './periods.ts';
import { isMonotonic, maxRateOf, toStored, toWire } from './rates.ts';

type Acting = Omit<ContractActing, 'reason'> & { reason?: string };

/**
 * The back office's side of agent contracts (docs/decisions/1110): the contracts list, templates and
 * limits per brand, and the platform's contracts with top agents (through the contracts service).
 * Every write records its audit entry in the change's transaction.
 */
export function createAgentContractsBackoffice(deps: Deps, contracts: AgentContractsService, audit: AuditService) {
  const { db } = deps;

  function templateView(brand: Brand, t: typeof agentContractTemplates.$inferSelect): TContractTemplate {
    return {
      id: t.id,
      kind: t.kind,
      name: t.name,
      period: t.period,
      tiers: toWire(t.tiers, brand.settings.minorUnits),
    };
  }

  async function limitList(brand: Brand) {
    const rows = await db.select().from(agentContractLimits).where(eq(agentContractLimits.brandId, brand.id));
    return AGENT_CONTRACT_KINDS.map((kind) => {
      const r = rows.find((x) => x.kind === kind);
      return { kind, maxRate: (r?.maxRate ?? DEFAULT_MAX_RATE[kind]) / 100, isDefault: !r };
    });
  }

  async function templateOf(brand: Brand, id: number) {
    const [t] = await db
      .select()
      .from(agentContractTemplates)
      .where(and(eq(agentContractTemplates.id, id), eq(agentContractTemplates.brandId, brand.id)));
    if (!t) throw new AppError('agentContract.template.not.found');
    return t;
  }

  return {
    async list(
      brand: Brand,
      f: { kind?: ContractKind; status?: ContractRow['status']; holder?: string },
      page: { pageNo: number; pageSize: number },
    ) {
      const where: SQL[] = [eq(agentContracts.brandId, brand.id)];
      if (f.kind) where.push(eq(agentContracts.kind, f.kind));
      if (f.status) where.push(eq(agentContracts.status, f.status));
      if (f.holder) where.push(eq(members.username, f.holder));
      const cond = and(...where);
      const [total] = await db
        .select({ n: count() })
        .from(agentContracts)
        .innerJoin(members, eq(members.id, agentContracts.holderId))
        .where(cond);
      const rows = await db
        .select({ c: agentContracts })
        .from(agentContracts)
        .innerJoin(members, eq(members.id, agentContracts.holderId))
        .where(cond)
        .orderBy(desc(agentContracts.id))
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize);
      return {
        list: await contracts.toWireMany(
          brand,
          rows.map((r) => r.c),
        ),
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        total: Number(total?.n ?? 0),
      };
    },

    /** A platform offer to a top agent, from a template or given tiers. */
    async offer(
      brand: Brand,
      input: {
        username: string;
        kind: ContractKind;
        templateId?: number;
        period?: ContractPeriod;
        tiers?: TContractTier[];
      },
      acting: ContractActing,
    ) {
      let period = input.period;
      let tiers = input.tiers;
      if (input.templateId !== undefined) {
        const t = await templateOf(brand, input.templateId);
        if (t.kind !== input.kind) throw new AppError('agentContract.template.not.found');
        period = t.period;
        tiers = toWire(t.tiers, brand.settings.minorUnits);
      }
      if (!period || !tiers)
        throw new AppError('request_param_err', { fields: [{ field: 'tiers', reason: 'required' }] });
      return contracts.offer(brand, null, { username: input.username }, input.kind, period, tiers, acting);
    },

    /** Ends a platform contract: accepts the holder's termination request, or asks the holder to end it. */
    async terminate(brand: Brand, id: number, acting: ContractActing) {
      const [row] = await db
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.id, id), eq(agentContracts.brandId, brand.id)));
      if (!row || row.offeredById !== null) throw new AppError('agentContract.not.found');
      if (row.status === 'terminationRequested' && row.terminationBy === 'holder')
        return contracts.respond(brand, null, id, true, acting);
      return contracts.requestTermination(brand, null, id, acting);
    },

    async templates(brand: Brand, kind?: ContractKind) {
      const rows = await db
        .select()
        .from(agentContractTemplates)
        .where(
          and(eq(agentContractTemplates.brandId, brand.id), kind ? eq(agentContractTemplates.kind, kind) : undefined),
        )
        .orderBy(asc(agentContractTemplates.kind), asc(agentContractTemplates.name));
      return { list: rows.map((t) => templateView(brand, t)) };
    },

    async saveTemplate(
      brand: Brand,
      input: { id?: number; kind: ContractKind; name: string; period: ContractPeriod; tiers: TContractTier[] },
      acting: Acting,
    ): Promise<TContractTemplate> {
      if (!CONTRACT_PERIODS_BY_KIND[input.kind].includes(input.period))
        throw new AppError('agentContract.period.invalid');
      if (input.kind !== 'dividend' && input.tiers.some((t) => t.minLoss > 0))
        throw new AppError('agentContract.tiers.loss.unused');
      const stored = toStored(input.tiers, brand.settings.minorUnits);
      if (!isMonotonic(stored)) throw new AppError('agentContract.tiers.not.monotonic');
      const limit = await contracts.limitOf(brand.id, input.kind);
      if (maxRateOf(stored) > limit) throw new AppError('agentContract.rate.above.limit', { maxRate: limit / 100 });
      const at = deps.now();
      try {
        return await db.transaction(async (tx) => {
          let before: typeof agentContractTemplates.$inferSelect | undefined;
          let row: typeof agentContractTemplates.$inferSelect | undefined;
          if (input.id !== undefined) {
            [before] = await tx
              .select()
              .from(agentContractTemplates)
              .where(and(eq(agentContractTemplates.id, input.id), eq(agentContractTemplates.brandId, brand.id)))
              .for('update');
            if (!before) throw new AppError('agentContract.template.not.found');
            [row] = await tx
              .update(agentContractTemplates)
              .set({ kind: input.kind, name: input.name, period: input.period, tiers: stored, updatedAt: at })
              .where(eq(agentContractTemplates.id, input.id))
              .returning();
          } else {
            [row] = await tx
              .insert(agentContractTemplates)
              .values({
                brandId: brand.id,
                kind: input.kind,
                name: input.name,
                period: input.period,
                tiers: stored,
                createdAt: at,
                updatedAt: at,
              })
              .returning();
          }
          if (!row) throw new Error('template write returned nothing');
          const view = (t: typeof row) => ({ kind: t.kind, name: t.name, period: t.period, tiers: t.tiers });
          await audit.record(tx, {
            brandId: brand.id,
            action: 'agent_contract.template_save',
            target: { kind: 'agent_contract_template', id: row.id },
            before: before ? view(before) : null,
            after: view(row),
            ...acting,
          });
          return templateView(brand, row);
        });
      } catch (e) {
        if (dbErrorOf(e)?.code === '23505') throw new AppError('agentContract.template.name.taken');
        throw e;
      }
    },

    async deleteTemplate(brand: Brand, id: number, acting: Acting) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(agentContractTemplates)
          .where(and(eq(agentContractTemplates.id, id), eq(agentContractTemplates.brandId, brand.id)))
          .returning();
        if (!row) throw new AppError('agentContract.template.not.found');
        await audit.record(tx, {
          brandId: brand.id,
          action: 'agent_contract.template_delete',
          target: { kind: 'agent_contract_template', id },
          before: { kind: row.kind, name: row.name, period: row.period, tiers: row.tiers },
          after: null,
          ...acting,
        });
        return { id };
      });
    },

    limits: async (brand: Brand) => ({ list: await limitList(brand) }),

    /** Sets a kind's highest rate (percent in, basis points stored); applies to new offers and templates. */
    async setLimit(brand: Brand, kind: ContractKind, maxRatePercent: number, acting: ContractActing) {
      audit.check({ brandId: brand.id, action: 'agent_contract.limit_set', ...acting });
      const maxRate = Math.round(maxRatePercent * 100);
      await db.transaction(async (tx) => {
        const before = await contracts.limitOf(brand.id, kind, tx);
        await tx
          .insert(agentContractLimits)
          .values({ brandId: brand.id, kind, maxRate, updatedAt: deps.now() })
          .onConflictDoUpdate({
            target: [agentContractLimits.brandId, agentContractLimits.kind],
            set: { maxRate, updatedAt: deps.now() },
          });
        await audit.record(tx, {
          brandId: brand.id,
          action: 'agent_contract.limit_set',
          target: { kind: 'agent_contract_limit', id: kind },
          before: { maxRate: before },
          after: { maxRate },
          ...acting,
        });
      });
      return { list: await limitList(brand) };
    },
  };
}

export type AgentContractsBackoffice = ReturnType<typeof createAgentContractsBackoffice>;
