import { importPublicKey, sealPayload } from '../../packages/contracts/src/crypto.ts';
import type { Site } from '../fixtures.ts';

/** Posts a call whose body the site seals with its RSA key (payment password, withdrawal). */
export async function fetchSealed(site: Site, merchant: string, token: string, pathname: string, data: unknown) {
  const keyRes = await site.api('/wps/session/key/rsa', { merchant });
  const key = await importPublicKey((keyRes.body.value as { publicKey: string }).publicKey);
  const s = await sealPayload(key, data);
  const res = await fetch(`${site.origin}${pathname}`, {
    method: 'POST',
    headers: { merchant, authorization: token, 'content-type': 'application/json', encryption: s.header },
    body: JSON.stringify(s.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * Binds a bank account and sets the payment password through the API, for journeys whose subject is
 * what comes after (binding through the pages has its own tests). Answers the bank account's id.
 */
export async function bankAndPaymentPassword(
  site: Site,
  token: string,
  opts: { merchant?: string; paymentPassword?: string } = {},
): Promise<number> {
  const merchant = opts.merchant ?? 'demo';
  const password = opts.paymentPassword ?? '135790';
  const bank = await site.api('/wps/cashier/security/bank', {
    method: 'POST',
    merchant,
    token,
    body: { bankName: 'Metro Bank', accountName: 'Maria Santos', accountNumber: '5566 7788 9900' },
  });
  if (!bank.body.success) throw new Error(`bank: ${JSON.stringify(bank.body)}`);
  const pw = await fetchSealed(site, merchant, token, '/wps/cashier/security/payment-password', {
    newPassword: password,
    confirmPassword: password,
  });
  if (!pw.body.success) throw new Error(`payment password: ${JSON.stringify(pw.body)}`);
  const id = (bank.body.value as { bankAccounts: { id: number }[] }).bankAccounts[0]?.id;
  if (id === undefined) throw new Error('no bank account after binding');
  return id;
}
