import { createHash } from 'node:crypto';
import { VENDOR_CODE_HEADER, VENDOR_SIGNATURE_HEADER } from '@app/contracts/calls/vendor';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { admin } from '../../../test/games.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorClient } from './client.ts';
import { signVendorBody } from './signature.ts';
import { id, launchToken, playerWithSession, TEST_SECRET, TEST_VENDOR, vendorApiSetup } from './test-helpers.ts';

// The vendor API's front door: launch tokens, sessions, signatures, timestamps, docs and operator commands.

let t: TestApp;
let brand: Brand;
let client: VendorClient;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ brand, client, baseUrl } = await vendorApiSetup(t));
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

/** Sends a raw body with chosen headers (for signature and timestamp cases). */
async function rawPost(path: string, body: string, headers: Record<string, string>) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; errorCode?: string; value?: unknown } };
}

describe('authenticate', () => {
  it("exchanges the launch token for the player's session, identity, currency and balance", async () => {
    const p = await playerWithSession(t, client, brand, { amount: 150_000 });
    expect(p.auth).toMatchObject({
      playerId: `p${p.member.id}`,
      username: p.member.username,
      mode: 'real',
      currency: 'PHP',
      balance: 150_000,
      gameCode: `${TEST_VENDOR}_0003`,
      merchantCode: 'demo',
      language: 'EN',
    });
    const bal = await client.balance(p.session);
    expect(bal).toMatchObject({ ok: true, value: { balance: 150_000, currency: 'PHP' } });
  });

  it('spends the token on its first use, and refuses unknown, expired or foreign tokens', async () => {
    const { token } = await signedInMember(t.app);
    const launch = await launchToken(t, token);
    expect(await client.authenticate(launch)).toMatchObject({ ok: true });
    // The race of 20 is in vendor-api.signout.test.ts.
    expect(await client.authenticate(launch)).toMatchObject({
      ok: false,
      status: 401,
      errorCode: 'vendor.token.invalid',
    });

    const unknown = await client.authenticate('x'.repeat(43));
    expect(unknown).toMatchObject({ ok: false, status: 401, errorCode: 'vendor.token.invalid' });

    // A token issued for STF presented by another vendor (signed with that vendor's own secret).
    const other = await launchToken(t, token);
    await admin(t, 'vendor', 'launch', 'LLT', '--secret', 'other-vendor-secret-0000000000');
    const body = JSON.stringify({ timestamp: t.clock.now().getTime(), token: other });
    const foreign = await rawPost('/vendor/authenticate', body, {
      [VENDOR_CODE_HEADER]: 'LLT',
      [VENDOR_SIGNATURE_HEADER]: signVendorBody('other-vendor-secret-0000000000', body),
    });
    expect(foreign).toMatchObject({ status: 401, body: { errorCode: 'vendor.token.invalid' } });

    const late = await launchToken(t, token);
    t.clock.advance(13 * 3_600_000);
    try {
      expect(await client.authenticate(late)).toMatchObject({ ok: false, errorCode: 'vendor.token.invalid' });
    } finally {
      t.clock.advance(-13 * 3_600_000);
    }
  });

  it('opens free-play launches of trial accounts with 2,000.00 of play money', async () => {
    const p = await playerWithSession(t, client, brand, { accountType: 4 });
    expect(p.auth).toMatchObject({ mode: 'free', balance: 200_000 });
  });
});

describe('signatures and timestamps', () => {
  it('refuses a missing, wrong or foreign signature, an unknown vendor and a stale timestamp, changing nothing', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    const before = await snapshot(t.database);
    const body = JSON.stringify({
      timestamp: t.clock.now().getTime(),
      ...p.session,
      transactionId: id('sig'),
      roundId: 'r1',
      amount: 100,
      currency: 'PHP',
    });
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ [VENDOR_CODE_HEADER]: TEST_VENDOR }, body, 'vendor.signature.invalid'],
      [
        { [VENDOR_CODE_HEADER]: TEST_VENDOR, [VENDOR_SIGNATURE_HEADER]: signVendorBody('wrong', body) },
        body,
        'vendor.signature.invalid',
      ],
      [
        // Signed, then one byte of the body changed.
        { [VENDOR_CODE_HEADER]: TEST_VENDOR, [VENDOR_SIGNATURE_HEADER]: signVendorBody(TEST_SECRET, body) },
        body.replace('"amount":100', '"amount":900'),
        'vendor.signature.invalid',
      ],
      [
        { [VENDOR_CODE_HEADER]: 'NOPE', [VENDOR_SIGNATURE_HEADER]: signVendorBody(TEST_SECRET, body) },
        body,
        'vendor.signature.invalid',
      ],
      [{ [VENDOR_SIGNATURE_HEADER]: signVendorBody(TEST_SECRET, body) }, body, 'vendor.signature.invalid'],
    ];
    for (const [headers, sent, code] of cases) {
      const r = await rawPost('/vendor/bet', sent, headers);
      expect(r.status).toBe(401);
      expect(r.body.errorCode).toBe(code);
    }
    for (const skew of [-6 * 60_000, 6 * 60_000]) {
      const r = await client.send('bet', {
        ...p.session,
        transactionId: id('stale'),
        roundId: 'r1',
        amount: 100,
        currency: 'PHP',
        timestamp: t.clock.now().getTime() + skew,
      });
      expect(r).toMatchObject({ ok: false, status: 401, errorCode: 'vendor.timestamp.stale' });
    }
    const bad = await client.send('bet', { ...p.session, transactionId: 'no spaces allowed', amount: -1 });
    expect(bad).toMatchObject({ ok: false, status: 400, errorCode: 'request_param_err' });
    // A NUL character (PostgreSQL refuses it in text) is a parameter error naming the field.
    const nul = await client.send('authenticate', { token: `${'y'.repeat(20)}\u0000` });
    expect(nul).toMatchObject({ status: 400, errorCode: 'request_param_err', value: { fields: [{ field: 'token' }] } });
    expect(await snapshot(t.database)).toBe(before);
  });

  it('answers in the language asked for', async () => {
    const body = JSON.stringify({ timestamp: t.clock.now().getTime(), token: 'y'.repeat(40) });
    const res = await fetch(`${baseUrl}/vendor/authenticate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        language: 'VI',
        [VENDOR_CODE_HEADER]: TEST_VENDOR,
        [VENDOR_SIGNATURE_HEADER]: signVendorBody(TEST_SECRET, body),
      },
      body,
    });
    const json = (await res.json()) as { message: string };
    expect(json.message).toMatch(/trò chơi/);
  });
});

describe('/docs', () => {
  it('documents the vendor operations', async () => {
    const { res } = await call(t.app, { method: 'GET', url: '/docs/json' });
    const doc = res.json() as { paths: Record<string, { post?: { operationId?: string } }> };
    for (const a of ['authenticate', 'balance', 'bet', 'win', 'rollback']) {
      expect(doc.paths[`/vendor/${a}`]?.post?.operationId).toBe(`vendor.${a}`);
    }
  });
});

describe('launch tokens', () => {
  it('stores only the hash of the token the vendor exchanges', async () => {
    const { token } = await signedInMember(t.app);
    const launch = await launchToken(t, token);
    const rows = await sqlRows(
      t,
      sql`SELECT 1 FROM game_launches WHERE token_hash = ${createHash('sha256').update(launch).digest('hex')}`,
    );
    expect(rows).toHaveLength(1);
  });
});

describe('vendor commands', () => {
  it('shows the settings with the secret masked, and a new secret takes effect at once', async () => {
    const set = await admin(t, 'vendor', 'secret', 'PXP', '--set', 'pxp-first-secret-000000');
    expect(set.code, set.output).toBe(0);
    const shown = await admin(t, 'vendor', 'show', 'pxp');
    expect(shown.code).toBe(0);
    expect(shown.output).toContain('pxp-... (23 characters)');
    expect(shown.output).not.toContain('pxp-first-secret-000000');
    expect(shown.output).toContain('/vendor/bet');

    const body = () => JSON.stringify({ timestamp: t.clock.now().getTime(), token: 'z'.repeat(40) });
    const signedWith = async (secret: string) => {
      const b = body();
      return rawPost('/vendor/authenticate', b, {
        [VENDOR_CODE_HEADER]: 'PXP',
        [VENDOR_SIGNATURE_HEADER]: signVendorBody(secret, b),
      });
    };
    // A valid signature reaches the token check; a wrong one stops at the signature.
    expect((await signedWith('pxp-first-secret-000000')).body.errorCode).toBe('vendor.token.invalid');
    const rotated = await admin(t, 'vendor', 'secret', 'PXP');
    const fresh = /shown once\): (\S+)/.exec(rotated.output)?.[1] ?? '';
    expect(fresh.length).toBeGreaterThanOrEqual(32);
    expect((await signedWith('pxp-first-secret-000000')).body.errorCode).toBe('vendor.signature.invalid');
    expect((await signedWith(fresh)).body.errorCode).toBe('vendor.token.invalid');

    const currency = await admin(t, 'vendor', 'launch', 'PXP', '--currency', 'php');
    expect(currency.code).not.toBe(0);
    expect(currency.output).toMatch(/currency/);
    const short = await admin(t, 'vendor', 'secret', 'PXP', '--set', 'short');
    expect(short.code).not.toBe(0);
    const unknown = await admin(t, 'vendor', 'show', 'NOSUCH');
    expect(unknown.code).not.toBe(0);
    expect(unknown.output).toMatch(/NOSUCH/);
  });
});
