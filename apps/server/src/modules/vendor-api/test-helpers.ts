import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { signedInMember } from '../../../test/factories.ts';
import { admin } from '../../../test/games.ts';
import { call, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { Brand } from '../system/brand-types.ts';
import { createVendorClient, type VendorClient } from './client.ts';

export const TEST_VENDOR = 'STF';
export const TEST_SECRET = 'vendor-api-test-secret-0123456789';

/** Gives a seeded vendor a known secret, starts the app listening and returns a signed HTTP client. */
export async function vendorSetup(t: TestApp, vendor = TEST_VENDOR, secret = TEST_SECRET) {
  const set = await admin(t, 'vendor', 'launch', vendor, '--secret', secret);
  if (set.code !== 0) throw new Error(set.output);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const client = createVendorClient({ baseUrl, vendorCode: vendor, secret, now: () => t.clock.now().getTime() });
  return { baseUrl, client };
}

/** The vendor API test setup on a fresh app: the demo brand plus {@link vendorSetup}'s client and URL. */
export async function vendorApiSetup(t: TestApp) {
  const brand = await t.app.brands.byMerchant('demo');
  if (!brand) throw new Error('demo brand missing');
  return { brand, ...(await vendorSetup(t)) };
}

let seq = 0;
/** A fresh transaction or round id starting with the given prefix. */
export const id = (p: string) => `${p}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

/** How many ledger transactions carry this idempotency key (0 or 1 when money moved at most once). */
export async function ledgerCount(t: TestApp, key: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    t,
    sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = ${key}`,
  );
  return Number(row?.n ?? 0);
}

/** Credits a member's main wallet through the wallet service (an operator adjustment). */
export async function fund(t: TestApp, brand: Brand, memberId: number, amount: number): Promise<void> {
  await t.app.services.wallet.memberAndBrand(t.app.deps.db, brand, {
    memberId,
    brandAccount: 'house',
    amount,
    kind: 'adjustment',
    idempotencyKey: `test-fund:${memberId}:${amount}:${Math.random()}`,
    referenceType: 'test',
    referenceId: 'fund',
  });
}

/** Launches a game for a member through the real launch call and returns the launch token from its URL. */
export async function launchToken(
  t: TestApp,
  token: string,
  vendor = TEST_VENDOR,
  gameCode = `${TEST_VENDOR}_0003`,
  merchant = 'demo',
): Promise<string> {
  const { body } = await call(t.app, {
    method: 'GET',
    url: `/wps/game/launchGame?vassalage=${vendor}&gameCode=${gameCode}`,
    token,
    merchant,
  });
  if (!body.success) throw new Error(`launch failed: ${JSON.stringify(body)}`);
  const url = new URL((body.value as { content: { game_url: string } }).content.game_url, 'http://x');
  const launch = url.searchParams.get('token');
  if (!launch) throw new Error('no launch token in the game URL');
  return launch;
}

/** A member with money (minor units), signed in, with an authenticated game session at the vendor. */
export async function playerWithSession(
  t: TestApp,
  client: VendorClient,
  brand: Brand,
  opts: { amount?: number; accountType?: number; status?: string } = {},
) {
  const { member, token } = await signedInMember(t.app, {
    brandId: brand.id,
    accountType: opts.accountType ?? 0,
    status: opts.status ?? 'active',
  });
  if (opts.amount) await fund(t, brand, member.id, opts.amount);
  const auth = await client.authenticate(
    await launchToken(t, token, TEST_VENDOR, `${TEST_VENDOR}_0003`, brand.merchantCode),
  );
  if (!auth.ok) throw new Error(`authenticate failed: ${auth.raw}`);
  return {
    member,
    token,
    session: { sessionId: auth.value.sessionId, playerId: auth.value.playerId },
    auth: auth.value,
  };
}
