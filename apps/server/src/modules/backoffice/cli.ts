import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { TBalanceRequest } from '@app/contracts/calls/backoffice';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@app/contracts/calls/cashier';
import { eq } from 'drizzle-orm';
import {
  type CliContext,
  CliError,
  type Command,
  option,
  type ParsedArgs,
  positional,
  requireOption,
  targetBrand,
} from '../../cli/command.ts';
import { members } from '../../db/schema/index.ts';
import { balanceView } from '../wallet/queries.ts';
import type { MoneyActor } from './backoffice-service.ts';

const services = (ctx: CliContext) => ctx.services;

function statusOf<T extends string>(args: ParsedArgs, allowed: readonly T[], fallback: T): T {
  const s = option(args, 'status') ?? fallback;
  if (!(allowed as readonly string[]).includes(s)) throw new CliError(`--status must be one of ${allowed.join(', ')}`);
  return s as T;
}

function reasonOf(args: ParsedArgs): string {
  const r = requireOption(args, 'reason').trim();
  if (r.length < 2 || r.length > 200) throw new CliError('--reason must be 2-200 characters');
  return r;
}

/** The operator at the CLI as a money actor: recorded as actor kind 'cli', channel 'cli' (decision 1030). */
function cliMoneyActor(ctx: CliContext): MoneyActor {
  return { kind: 'cli', staffId: null, name: ctx.operator, role: 'operator', ip: '', channel: 'cli' };
}

function printRequest(ctx: CliContext, minorUnits: number, r: TBalanceRequest): void {
  if (r.state === 'pending_second') {
    ctx.print(`request ${r.id}: waiting for a second approver (adjust confirm ${r.id} --reason <text>)`);
    return;
  }
  const after = r.balanceAfter === null ? '' : `; balance after ${r.balanceAfter.toFixed(minorUnits)}`;
  ctx.print(`transaction ${r.transactionId}${after}`);
}

/** Operator commands of the cashier: the same services as the operator's HTTP calls. */
export const backofficeCommands: Command[] = [
  {
    name: 'deposits',
    usage: '[--status pending|paid|rejected|failed] [--brand <code>]',
    summary: 'list deposit orders (default: pending, oldest first)',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const bo = services(ctx).backoffice;
      const rows = await bo.depositList(brand, await bo.deposits(brand, statusOf(args, DEPOSIT_STATUSES, 'pending')));
      if (rows.length === 0) ctx.print('no deposits');
      for (const d of rows) {
        ctx.print(
          `${d.orderNo}  ${d.username}  ${brand.settings.symbol}${d.amount.toFixed(2)}  ${d.channelType}:${d.channelId}  ref "${d.reference}"  ${d.status}  ${d.createdAt}${d.claim ? `  held by ${d.claim.name}` : ''}`,
        );
      }
    },
  },
  {
    name: 'deposit approve',
    usage: '<orderNo> --reason <text> [--brand <code>]',
    summary: "credit a pending bank-transfer deposit to the member's wallet",
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const orderNo = positional(args, 0, 'orderNo');
      const o = await services(ctx).backoffice.decideDeposit(
        cliMoneyActor(ctx),
        brand,
        orderNo,
        'paid',
        reasonOf(args),
      );
      ctx.print(`${o.orderNo}: ${o.status}`);
    },
  },
  {
    name: 'deposit reject',
    usage: '<orderNo> --reason <text> [--brand <code>]',
    summary: 'reject a pending deposit',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const orderNo = positional(args, 0, 'orderNo');
      const o = await services(ctx).backoffice.decideDeposit(
        cliMoneyActor(ctx),
        brand,
        orderNo,
        'rejected',
        reasonOf(args),
      );
      ctx.print(`${o.orderNo}: ${o.status}`);
    },
  },
  {
    name: 'withdrawals',
    usage: `[--status ${WITHDRAWAL_STATUSES.join('|')}] [--brand <code>]`,
    summary: 'list withdrawals (default: pending, oldest first)',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const bo = services(ctx).backoffice;
      const rows = await bo.withdrawalList(
        brand,
        await bo.withdrawals(brand, statusOf(args, WITHDRAWAL_STATUSES, 'pending')),
      );
      if (rows.length === 0) ctx.print('no withdrawals');
      for (const w of rows) {
        const second =
          w.approval.state === 'pending_second' ? `  first approval by ${w.approval.firstBy}, needs a second` : '';
        ctx.print(
          `${w.orderNo}  ${w.username} (${w.payeeName})  ${brand.settings.symbol}${w.amount.toFixed(2)}  ${w.bankName} ${w.accountNumber}  ${w.status}${w.proofCount ? `  ${w.proofCount} proof(s)` : ''}  ${w.createdAt}${second}`,
        );
      }
    },
  },
  {
    name: 'withdrawal approve',
    usage: '<orderNo> --reason <text> [--brand <code>]',
    summary:
      "pay out a pending withdrawal (the member then confirms receipt); at or above the brand's secondApprovalThreshold, a second approver (staff or another operator) must approve too",
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const orderNo = positional(args, 0, 'orderNo');
      const w = await services(ctx).backoffice.approveWithdrawal(cliMoneyActor(ctx), brand, orderNo, reasonOf(args));
      ctx.print(
        `${w.orderNo}: ${w.status}${w.approval.state === 'pending_second' ? ' (first approval recorded; a different approver must approve too)' : ''}`,
      );
    },
  },
  {
    name: 'withdrawal reject',
    usage: '<orderNo> --reason <text> [--brand <code>]',
    summary: 'reject a pending withdrawal (the held amount is released)',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const orderNo = positional(args, 0, 'orderNo');
      const w = await services(ctx).backoffice.rejectWithdrawal(cliMoneyActor(ctx), brand, orderNo, reasonOf(args));
      ctx.print(`${w.orderNo}: ${w.status}`);
    },
  },
  {
    name: 'withdrawal resolve',
    usage: '<orderNo> refund|close --reason <text> [--brand <code>]',
    summary: 'settle a payout the member reported as not (fully) received',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const outcome = positional(args, 1, 'refund|close');
      if (outcome !== 'refund' && outcome !== 'close') throw new CliError('<outcome> must be refund or close');
      const orderNo = positional(args, 0, 'orderNo');
      const w = await services(ctx).backoffice.resolveWithdrawal(
        cliMoneyActor(ctx),
        brand,
        orderNo,
        outcome,
        reasonOf(args),
      );
      ctx.print(`${w.orderNo}: ${w.status}`);
    },
  },
  {
    name: 'withdrawal proofs',
    usage: '<orderNo> [--brand <code>]',
    summary: 'list the proof images of a payout reported as not received, with their files',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const list = await services(ctx).backoffice.proofs(brand, positional(args, 0, 'orderNo'));
      if (list.length === 0) ctx.print('no proof images');
      for (const p of list) {
        ctx.print(
          `${p.id}  ${p.contentType}  ${p.size} bytes  ${path.join(ctx.deps.config.proofDir, p.id.slice(0, 2), p.id)}`,
        );
      }
    },
  },
  {
    name: 'adjust',
    usage: '<username> credit|debit <amount> --reason <text> [--request-id <id>] [--brand <code>]',
    summary:
      "manually credit or debit a member's main wallet (recorded; undo with reverse); at or above the threshold it waits for a second approver (adjust confirm)",
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const direction = positional(args, 1, 'credit|debit');
      if (direction !== 'credit' && direction !== 'debit') throw new CliError('<direction> must be credit or debit');
      const username = positional(args, 0, 'username');
      const amount = positional(args, 2, 'amount');
      const reason = reasonOf(args);
      const requestId = option(args, 'request-id') ?? randomBytes(12).toString('hex');
      const r = await services(ctx).backoffice.adjust(cliMoneyActor(ctx), brand, {
        username,
        direction,
        amount,
        reason,
        requestId,
      });
      printRequest(ctx, brand.settings.minorUnits, r);
    },
  },
  {
    name: 'reverse',
    usage: '<transactionId> --reason <text> [--brand <code>]',
    summary:
      'reverse a ledger transaction (the only way to correct one); at or above the threshold it waits for a second approver (adjust confirm)',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const id = Number(positional(args, 0, 'transactionId'));
      if (!Number.isSafeInteger(id) || id <= 0) throw new CliError('<transactionId> must be a positive whole number');
      const r = await services(ctx).backoffice.reverse(cliMoneyActor(ctx), brand, id, reasonOf(args));
      if (r.state === 'done') ctx.print(`reversal ${r.transactionId}`);
      else printRequest(ctx, brand.settings.minorUnits, r);
    },
  },
  {
    name: 'adjust confirm',
    usage: '<request number> --reason <text> [--brand <code>]',
    summary: 'second approval of an adjustment or reversal waiting for one (by a different approver); posts it',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const id = Number(positional(args, 0, 'request number'));
      if (!Number.isSafeInteger(id) || id <= 0) throw new CliError('<request number> must be a positive whole number');
      const r = await services(ctx).backoffice.decideRequest(cliMoneyActor(ctx), brand, id, 'confirm', reasonOf(args));
      printRequest(ctx, brand.settings.minorUnits, r);
    },
  },
  {
    name: 'balance',
    usage: '<username> [--brand <code>]',
    summary: "show a member's wallet accounts",
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const m = await services(ctx).backoffice.member(brand, positional(args, 0, 'username'));
      const b = await balanceView(ctx.deps.db, brand, m.id);
      ctx.print(`${m.username}: ${b.symbol}${b.sumBalance.toFixed(2)} available`);
      for (const a of b.accounts) {
        ctx.print(`  ${a.vendor || 'MAIN'}  balance ${a.balance.toFixed(2)}  held ${a.held.toFixed(2)}`);
      }
    },
  },
  {
    name: 'dev member',
    usage: '<username> [--type <n>] [--upline <username>] [--password <pw>] [--brand <code>]',
    summary: 'development only: make a member (if missing, with a password when given) and print a session token',
    devOnly: true,
    async run(ctx, args) {
      if (ctx.deps.config.env === 'production') throw new CliError('not available in production');
      const brand = await targetBrand(ctx, args);
      const username = positional(args, 0, 'username');
      if (!/^[A-Za-z][A-Za-z0-9]{3,31}$/.test(username)) throw new CliError('<username> must be letters then digits');
      const type = Number(option(args, 'type') ?? '0');
      if (!Number.isInteger(type) || type < 0 || type > 99) throw new CliError('--type must be a whole number');
      const password = option(args, 'password');
      if (password !== undefined && (password.length < 6 || password.length > 64)) {
        throw new CliError('--password must be 6-64 characters');
      }
      const uplineName = option(args, 'upline');
      const bo = services(ctx).backoffice;
      const accounts = ctx.services.auth;
      const upline = uplineName ? await bo.member(brand, uplineName) : undefined;
      const existing = await bo.member(brand, username).catch(() => undefined);
      const member =
        existing ??
        (await accounts.createMember(brand, {
          username,
          password,
          accountType: type,
          uplineId: upline?.id ?? null,
        }));
      if (existing && upline && existing.uplineId !== upline.id) {
        await ctx.deps.db.update(members).set({ uplineId: upline.id }).where(eq(members.id, existing.id));
      }
      if (existing && password) await accounts.setPassword(existing.id, password);
      const { token } = await ctx.services.sessions.create(ctx.deps.db, {
        brandId: brand.id,
        memberId: member.id,
        loginType: 'username',
        ip: '127.0.0.1',
        device: 'cli',
      });
      ctx.print(token);
    },
  },
];
