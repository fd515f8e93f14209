import { CONTRACT_PERIODS_BY_KIND } from '@app/contracts/agent-types';
import { type TContractTier, ZContractPeriod, ZContractTier } from '@app/contracts/calls/agent-contracts';
import { AGENT_CONTRACT_KINDS, type ContractKind } from '@app/contracts/calls/agents';
import { z } from 'zod';
import {
  type CliContext,
  CliError,
  type Command,
  option,
  positional,
  requireOption,
  targetBrand,
} from '../../cli/command.ts';
import { cliActor } from '../audit/cli.ts';

function kindOf(raw: string): ContractKind {
  if (!(AGENT_CONTRACT_KINDS as readonly string[]).includes(raw))
    throw new CliError(`--kind must be one of ${AGENT_CONTRACT_KINDS.join(', ')}`);
  return raw as ContractKind;
}

/** --tiers as JSON: [{"minValidBet": 0, "minActiveMembers": 0, "minLoss": 0, "rate": 1.5}, ...] (percents, major units). */
function tiersOf(raw: string): TContractTier[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new CliError('--tiers must be JSON: [{"minValidBet":0,"minActiveMembers":0,"rate":1.5}]');
  }
  const r = z.array(ZContractTier).min(1).max(10).safeParse(parsed);
  if (!r.success)
    throw new CliError(`--tiers: ${r.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return r.data;
}

const acting = (ctx: CliContext, reason: string) => ({ actor: cliActor(ctx), ip: '', channel: 'cli', reason });

function reasonOf(args: Parameters<Command['run']>[1], required: boolean): string {
  const r = (required ? requireOption(args, 'reason') : (option(args, 'reason') ?? '')).trim();
  if ((required || r !== '') && (r.length < 2 || r.length > 1000))
    throw new CliError('--reason must be 2-1000 characters');
  return r;
}

/** Platform contracts with top agents from the command line, on the back office's path (audited as CLI acts). */
export const agentContractCommands: readonly Command[] = [
  {
    name: 'contract offer',
    usage: "<username> --kind <kind> --tiers '<json>' [--period <period>] [--reason <text>] [--brand <code>]",
    summary: 'offer a platform contract to a top agent (it accepts in its agent centre); rates in percent',
    async run(ctx, args) {
      const b = await targetBrand(ctx, args);
      const kind = kindOf(requireOption(args, 'kind'));
      const p = ZContractPeriod.safeParse(option(args, 'period') ?? CONTRACT_PERIODS_BY_KIND[kind][0]);
      if (!p.success) throw new CliError('--period must be daily, weekly, semimonthly, monthly, hourly or realtime');
      const row = await ctx.services.agentContracts.offer(
        b,
        null,
        { username: positional(args, 0, 'username') },
        kind,
        p.data,
        tiersOf(requireOption(args, 'tiers')),
        acting(ctx, reasonOf(args, false)),
      );
      ctx.print(`contract ${row.id}: ${row.kind} offered to ${positional(args, 0, 'username')} (${row.period})`);
    },
  },
  {
    name: 'contract lower',
    usage: "<username> --kind <kind> --tiers '<json>' --reason <text> [--brand <code>]",
    summary: "lower a top agent's platform contract; its downline's contracts above it are capped and told",
    async run(ctx, args) {
      const b = await targetBrand(ctx, args);
      const kind = kindOf(requireOption(args, 'kind'));
      const r = await ctx.services.agentContracts.lower(
        b,
        { username: positional(args, 0, 'username') },
        kind,
        tiersOf(requireOption(args, 'tiers')),
        acting(ctx, reasonOf(args, true)),
      );
      ctx.print(`contract ${r.row.id}: lowered; ${r.lowered.length} downline contract(s) capped`);
    },
  },
];
