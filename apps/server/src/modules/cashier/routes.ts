import * as calls from '@app/contracts/calls/cashier';
import { isAgentType } from '@app/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { route, siteOrigin } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import type { Brand } from '../system/brand-types.ts';
import { caller } from '../wallet/caller.ts';
import { major, switchOn } from '../wallet/money.ts';
import { depositView } from './deposit-service.ts';
import { withdrawalView } from './withdrawal-service.ts';

/** Member-side cashier calls: deposits, withdrawals, my account, transfers between members. */
export function cashierRoutes(app: FastifyInstance, s: Services): void {
  const { deps } = s;
  const { deposits, withdrawals, profiles, transfers, bindings } = s.cashier;
  const page = (total: number, size: number) => Math.ceil(total / size);
  const profileOf = (brand: Brand, memberId: number) => profiles.profile(brand.id, memberId);

  route(app, calls.depositChannels, async ({ brand }) =>
    deposits.channels(brand).map((c) => ({
      id: c.id,
      type: c.type,
      name: c.name,
      min: major(brand, c.min),
      max: major(brand, c.max),
      bankName: c.type === 'bank' ? c.bankName : '',
      accountName: c.type === 'bank' ? c.accountName : '',
      accountNumber: c.type === 'bank' ? c.accountNumber : '',
    })),
  );

  route(app, calls.depositCreate, async ({ brand, auth, input, req }) =>
    depositView(
      brand,
      await deposits.create(brand, caller(auth).memberId, input, siteOrigin(deps.config.publicUrl, req)),
    ),
  );

  route(app, calls.depositOrders, async ({ brand, auth, input }) => {
    const { rows, total } = await deposits.list(brand, caller(auth).memberId, input.pageNo, input.pageSize);
    return { list: rows.map((o) => depositView(brand, o)), total, totalPages: page(total, input.pageSize) };
  });

  route(app, calls.withdrawInfo, async ({ brand, auth }) => {
    const { memberId } = caller(auth);
    const profile = await profileOf(brand, memberId);
    return {
      min: major(brand, brand.settings.withdrawalMin),
      max: major(brand, brand.settings.withdrawalMax),
      dailyCount: brand.settings.withdrawalDailyCount,
      usedToday: await withdrawals.usedToday(brand, memberId),
      available: major(brand, await s.wallet.availableMain(brand, memberId)),
      hasPaymentPassword: profile.hasPaymentPassword,
      payeeName: profile.payeeName,
      bankAccounts: profile.bankAccounts,
      autoReceiveMinutes: brand.settings.autoReceiveMinutes,
    };
  });

  route(app, calls.withdrawCreate, async ({ brand, auth, input, ip }) => {
    // Sensitive acts need the password confirmed within 15 minutes (decision 1400).
    await s.sessions.assertFresh(s.deps.db, caller(auth).sessionId);
    return withdrawals.view(brand, await withdrawals.create(brand, caller(auth).memberId, { ...input, ip }));
  });

  route(app, calls.withdrawals, async ({ brand, auth, input }) => {
    const { rows, total } = await withdrawals.list(brand, caller(auth).memberId, input.pageNo, input.pageSize);
    const counts = await withdrawals.proofCounts(rows.map((r) => r.id));
    return {
      list: rows.map((w) => withdrawalView(brand, w, counts.get(w.id) ?? 0)),
      total,
      totalPages: page(total, input.pageSize),
    };
  });

  route(app, calls.withdrawConfirm, async ({ brand, auth, input }) =>
    withdrawals.view(brand, await withdrawals.confirm(brand, caller(auth).memberId, input)),
  );

  route(app, calls.securityProfile, async ({ brand, auth }) => profileOf(brand, caller(auth).memberId));

  route(app, calls.setPayeeName, async ({ brand, auth, input }) => {
    const { memberId, sessionId } = caller(auth);
    await s.sessions.assertFresh(s.deps.db, sessionId);
    await profiles.setPayeeName(brand.id, memberId, input.payeeName);
    return profileOf(brand, memberId);
  });

  route(app, calls.bindEmailCode, async ({ brand, auth, input, lang }) =>
    bindings.sendEmailCode(brand, caller(auth).memberId, input, lang),
  );

  route(app, calls.bindEmail, async ({ brand, auth, input }) => {
    const { memberId } = caller(auth);
    await bindings.bindEmail(brand, memberId, input);
    return profileOf(brand, memberId);
  });

  route(app, calls.bindMobileCode, async ({ brand, auth, input, lang }) =>
    bindings.sendMobileCode(brand, caller(auth).memberId, input, lang),
  );

  route(app, calls.bindMobile, async ({ brand, auth, input }) => {
    const { memberId } = caller(auth);
    await bindings.bindMobile(brand, memberId, input);
    return profileOf(brand, memberId);
  });

  route(app, calls.bindBank, async ({ brand, auth, input }) => {
    const { memberId, sessionId } = caller(auth);
    await s.sessions.assertFresh(s.deps.db, sessionId);
    await profiles.bindBank(brand.id, memberId, input);
    return profileOf(brand, memberId);
  });

  route(app, calls.paymentPassword, async ({ brand, auth, input, ip }) => {
    const { memberId, sessionId } = caller(auth);
    await s.sessions.assertFresh(s.deps.db, sessionId);
    await profiles.setPaymentPassword(brand.id, memberId, input, ip);
    return profileOf(brand, memberId);
  });

  route(app, calls.transferInfo, async ({ brand, auth }) => {
    const { memberId, accountType } = caller(auth);
    const up = await transfers.upline(brand, memberId);
    return {
      uplineUsername: up?.username ?? '',
      toUpline: switchOn(brand, 'WALLET_TRANSFER_UPLINE') && !!up,
      toDownline: switchOn(brand, 'WALLET_TRANSFER_DOWNLINE') && isAgentType(accountType),
      min: major(brand, brand.settings.transferMin),
      max: major(brand, brand.settings.transferMax),
      available: major(brand, await s.wallet.availableMain(brand, memberId)),
    };
  });

  route(app, calls.transferUpline, async ({ brand, auth, input, ip }) => {
    const { memberId } = caller(auth);
    const posted = await transfers.toUpline(brand, memberId, { ...input, ip });
    return { transactionId: posted.transactionId, balance: await s.wallet.balance(brand, memberId) };
  });

  route(app, calls.transferDownline, async ({ brand, auth, input, ip }) => {
    const { memberId } = caller(auth);
    const posted = await transfers.toDownline(brand, memberId, { ...input, ip });
    return { transactionId: posted.transactionId, balance: await s.wallet.balance(brand, memberId) };
  });
}
