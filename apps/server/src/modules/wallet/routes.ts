import * as calls from '@app/contracts/calls/wallet';
import { isAgentType, TRIAL_TYPE } from '@app/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { caller } from './caller.ts';
import { registerBalanceEvents } from './events.ts';
import { amountOf, refusalsAsErrors, withinLimits } from './money.ts';

/** Reads a wallet name from a request: '' or MAIN is the main wallet, else one of the brand's vendors. */
function walletName(raw: string, vendors: readonly string[], isSingle: boolean, field: string): string {
  const v = raw.trim().toUpperCase();
  if (v === '' || v === 'MAIN') return '';
  if (isSingle || !vendors.includes(v)) throw new AppError('wallet.account.unknown', { field });
  return v;
}

/** Balance, consolidated funds, merchant wallet, wallet transfer, account records, live balance events. */
export function walletRoutes(app: FastifyInstance, s: Services): void {
  const { wallet } = s;
  route(app, calls.balance, async ({ brand, auth }) => {
    const who = caller(auth);
    // Trial accounts see their play money, which is never in the ledger (docs/decisions/0200).
    return wallet.balance(brand, who.memberId, who.accountType === TRIAL_TYPE);
  });

  route(app, calls.consolidated, async ({ brand, auth }) => {
    const who = caller(auth);
    const accounts = await wallet.accounts(brand, who.memberId);
    // The contract flags (SPEC §3): requests awaiting this agent per kind (docs/decisions/1110).
    const waiting = isAgentType(who.accountType)
      ? await s.agentContracts.awaitingCounts(brand.id, who.memberId)
      : { dividend: 0, dailyWage: 0, hourSalary: 0, realtimeSalary: 0 };
    const main = accounts.find((a) => a.vendor === '');
    const sum = (f: (a: (typeof accounts)[number]) => number) => accounts.reduce((s, a) => s + f(a), 0);
    const m = (minor: number) => Number((minor / 10 ** brand.settings.minorUnits).toFixed(brand.settings.minorUnits));
    return {
      sumBalance: m(sum((a) => a.balance - a.held)),
      mainBalance: m((main?.balance ?? 0) - (main?.held ?? 0)),
      subWalletBalance: m(sum((a) => (a.vendor === '' ? 0 : a.balance))),
      held: m(sum((a) => a.held)),
      currency: brand.settings.currency,
      symbol: brand.settings.symbol,
      divtypereq: waiting.dividend,
      dailysalreqtype: waiting.dailyWage,
      contracthoursalreq: waiting.hourSalary,
      realtimesalreqtype: waiting.realtimeSalary,
    };
  });

  route(app, calls.merchantWallet, async ({ brand }) => ({
    isSingle: brand.settings.isSingle,
    vendors: brand.settings.isSingle ? [] : brand.settings.walletVendors,
  }));

  route(app, calls.walletTransfer, async ({ brand, auth: maybe, input }) => {
    const auth = caller(maybe);
    const { isSingle, walletVendors } = brand.settings;
    const from = walletName(input.from, walletVendors, isSingle, 'from');
    const to = walletName(input.to, walletVendors, isSingle, 'to');
    if (from === to) throw new AppError('request_param_err', { fields: [{ field: 'to', reason: 'same wallet' }] });
    const amount = amountOf(input.amount, brand);
    withinLimits(brand, amount, 1, brand.settings.transferMax);
    const posted = await refusalsAsErrors(() =>
      wallet.moveBetweenOwnAccounts(brand, {
        memberId: auth.memberId,
        fromVendor: from,
        toVendor: to,
        amount,
        idempotencyKey: `wallet-transfer:${auth.memberId}:${input.requestId}`,
      }),
    );
    return { transactionId: posted.transactionId, balance: await wallet.balance(brand, auth.memberId) };
  });

  route(app, calls.records, async ({ brand, auth, input }) => {
    const { memberId } = caller(auth);
    if (input.startDate && input.endDate && input.startDate > input.endDate) {
      throw new AppError('request_param_err', { fields: [{ field: 'endDate', reason: 'before startDate' }] });
    }
    const { list, total } = await wallet.records(brand, memberId, input);
    return {
      list,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
      total,
      totalPages: Math.ceil(total / input.pageSize),
    };
  });

  registerBalanceEvents(app, s.deps.store);
}
