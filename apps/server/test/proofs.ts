import type { FastifyInstance } from 'fastify';
import { memberBankAccounts } from '../src/db/schema/index.ts';
import type { Brand } from '../src/modules/system/brand-types.ts';
import { call } from './helpers.ts';
import { rid } from './money-calls.ts';

/** Posts proof image bytes as the browser does, with whatever Content-Type it claims. */
export function uploadProof(app: FastifyInstance, token: string, bytes: Buffer, type = 'image/png') {
  return call(app, {
    method: 'POST',
    url: '/wps/cashier/withdraw/proof',
    token,
    headers: { 'content-type': type },
    payload: bytes,
  });
}

/** The proof id of a successful upload (fails the test otherwise). */
export async function uploadedProof(app: FastifyInstance, token: string, bytes: Buffer): Promise<string> {
  const res = await uploadProof(app, token, bytes);
  if (!res.body.success) throw new Error(`upload refused: ${res.body.errorCode}`);
  return (res.body.value as { proofId: string }).proofId;
}

/** A paid withdrawal of 100.00 for a member (funded, with a bank account), ready for the member's word. */
export async function paidWithdrawal(app: FastifyInstance, brand: Brand, memberId: number): Promise<string> {
  const s = app.services;
  await s.wallet.memberAndBrand(app.deps.db, brand, {
    memberId,
    brandAccount: 'deposit_clearing',
    amount: 10_000,
    kind: 'deposit',
    idempotencyKey: `seed:${rid()}`,
    referenceType: 'test',
    referenceId: 'seed',
  });
  const [bank] = await app.deps.db
    .insert(memberBankAccounts)
    .values({
      brandId: brand.id,
      memberId,
      bankName: 'Test Bank',
      accountName: 'Test Payee',
      accountNumber: rid().slice(0, 12),
    })
    .returning();
  if (!bank) throw new Error('bank account insert returned nothing');
  const w = await s.cashier.withdrawals.requestChecked(brand, memberId, { amount: 10_000, requestId: rid() }, bank);
  await s.cashier.withdrawals.approve(brand, w.orderNo, null);
  return w.orderNo;
}
