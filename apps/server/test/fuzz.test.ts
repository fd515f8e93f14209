import { ALL_CALLS } from '@app/contracts/calls/index';
import { importPublicKey, sealPayload } from '@app/contracts/crypto';
import { type CallDef, usesQuery } from '@app/contracts/define';
import { ERRORS } from '@app/contracts/errors';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, signInStaff } from '../src/modules/staff/test-helpers.ts';
import { signedInMember } from './factories.ts';
import { mutations } from './fuzz-inputs.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { sqlRows } from './sql.ts';

/**
 * Walks every call of the contract package and sends malformed input: wrong types, missing fields,
 * oversized strings, broken JSON, wrong content type, bad headers, plain bodies on encrypted calls.
 * Every answer must be a 4xx failure envelope from the catalogue, and the database must not change.
 * Calls that later areas add are covered without editing this file.
 */

let t: TestApp;
const tokens: Record<'player' | 'agent' | 'staff', string> = {
  player: '',
  agent: '',
  staff: '',
};
let publicKey: CryptoKey;

beforeAll(async () => {
  t = await createTestApp();
  tokens.player = (await signedInMember(t.app)).token;
  tokens.agent = (await signedInMember(t.app, { accountType: 1 })).token;
  tokens.staff = await signInStaff(t, await makeStaff(t, { role: 'owner' }));
  // The clock stands still: a session seen more than a minute ago is touched on use, and on a slow
  // machine that would show up as a change made by a refused call.
  t.clock.set(t.clock.now());
  const key = await t.app.inject({ method: 'GET', url: '/wps/session/key/rsa', headers: { merchant: 'demo' } });
  publicKey = await importPublicKey((key.json() as { value: { publicKey: string } }).value.publicKey);
});
afterAll(() => t.close());

/**
 * A fingerprint of every table's rows, computed by the database, with the snapshot's xmax (the first
 * transaction id not yet handed out) read in the same statement. A session's last_seen_at is left out:
 * a valid token's session is touched once a minute by design, and the walk takes longer than that.
 */
let fingerprintQuery: ReturnType<typeof sql> | undefined;
/** The first transaction id not yet handed out: it moves whenever any statement writes a row. */
const NEXT_XID = sql`pg_snapshot_xmax(pg_current_snapshot())::text`;

interface Fingerprint {
  xmax: string;
  tables: Record<string, string>;
}

async function fingerprint(): Promise<Fingerprint> {
  // One statement for every table (a statement per table made the walk several times slower).
  if (!fingerprintQuery) {
    const tables = await sqlRows<{ tablename: string }>(
      t,
      sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    fingerprintQuery = sql.join(
      [
        sql`SELECT '' AS t, 0 AS n, ${NEXT_XID} AS h`,
        ...tables.map(
          ({ tablename }) =>
            sql`SELECT ${tablename}::text AS t, count(*)::int AS n,
                md5(string_agg((to_jsonb(x) - 'last_seen_at')::text, '|' ORDER BY (to_jsonb(x) - 'last_seen_at')::text)) AS h
              FROM ${sql.identifier(tablename)} x`,
        ),
      ],
      sql` UNION ALL `,
    );
  }
  const rows = await sqlRows<{ t: string; h: string | null; n: number }>(t, fingerprintQuery);
  const xmax = rows.find((r) => r.t === '')?.h ?? '';
  return { xmax, tables: Object.fromEntries(rows.filter((r) => r.t !== '').map((r) => [r.t, `${r.n}:${r.h}`])) };
}

/**
 * The tables as they stand now. Every write takes a transaction id, so while the next id has not moved
 * the last fingerprint still holds, and the walk skips hashing every table twice per call.
 */
let last: Fingerprint | undefined;

async function tablesNow(): Promise<Fingerprint> {
  const [row] = await sqlRows<{ x: string }>(t, sql`SELECT ${NEXT_XID} AS x`);
  if (!last || last.xmax !== row?.x) last = await fingerprint();
  return last;
}

function tokenFor(call: CallDef): string | undefined {
  if (call.auth === 'none') return undefined;
  if (call.auth === 'staff') return tokens.staff;
  return call.agentOnly ? tokens.agent : tokens.player;
}

function toQuery(input: unknown): string {
  if (typeof input !== 'object' || input === null) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) p.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** Sends an encrypted call's input sealed as the browser does, so the server opens and checks it. */
async function sendSealed(call: CallDef, input: unknown): Promise<LightMyRequestResponse> {
  const sealed = await sealPayload(publicKey, input, t.clock.now().getTime());
  return send(call, { input: sealed.body, headers: { encryption: sealed.header } });
}

async function send(
  call: CallDef,
  opts: { input?: unknown; raw?: { body: string; type: string }; headers?: Record<string, string | string[]> },
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string | string[]> = { merchant: 'demo', ...(opts.headers ?? {}) };
  const token = tokenFor(call);
  if (token && !('authorization' in headers)) headers.authorization = token;
  if (usesQuery(call)) {
    return t.app.inject({ method: call.method, url: `${call.path}${toQuery(opts.input)}`, headers });
  }
  if (opts.raw) {
    return t.app.inject({
      method: call.method,
      url: call.path,
      headers: { ...headers, 'content-type': opts.raw.type },
      payload: opts.raw.body,
    });
  }
  return t.app.inject({
    method: call.method,
    url: call.path,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(opts.input ?? {}),
  });
}

function expectRefusal(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const body = res.json() as { success?: unknown; errorCode?: unknown; message?: unknown };
  expect(body.success, what).toBe(false);
  expect(Object.keys(ERRORS), what).toContain(body.errorCode);
  expect(typeof body.message, what).toBe('string');
  expect(res.body, what).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

/** A 400 `request_param_err` whose `value.fields` names the field. */
function expectFieldRefused(res: LightMyRequestResponse, field: string, what: string): void {
  const body = res.json() as { errorCode?: unknown; value?: { fields?: { field: string }[] } };
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBe(400);
  expect(body.errorCode, what).toBe('request_param_err');
  expect(
    body.value?.fields?.map((f) => f.field),
    what,
  ).toContain(field);
}

describe('fuzz: malformed input to every call', () => {
  it('has calls to walk', () => {
    expect(ALL_CALLS.length).toBeGreaterThan(3);
  });

  for (const call of ALL_CALLS) {
    it(`${call.method} ${call.path} refuses malformed input and changes nothing`, async () => {
      const before = await tablesNow();

      expectRefusal(await send(call, { headers: { merchant: [] as unknown as string } }), 'no Merchant');
      expectRefusal(await send(call, { headers: { merchant: 'no-such-brand' } }), 'unknown Merchant');
      expectRefusal(await send(call, { headers: { merchant: ['demo', 'demo'] } }), 'Merchant twice');
      expectRefusal(await send(call, { headers: { merchant: 'x'.repeat(5000) } }), 'oversized Merchant');
      if (call.auth === 'token' || call.auth === 'staff') {
        expectRefusal(await send(call, { headers: { authorization: '' } }), 'no token');
        expectRefusal(
          await send(call, { headers: { authorization: 'not-a-real-token-0123456789abcdef' } }),
          'bad token',
        );
        expectRefusal(await send(call, { headers: { authorization: ['a'.repeat(43), 'b'.repeat(43)] } }), 'two tokens');
      }
      if (call.encrypted) {
        expectRefusal(await send(call, { input: { anything: 'plain' } }), 'plain body on an encrypted call');
        expectRefusal(
          await send(call, { input: { value: 'AAAA' }, headers: { encryption: 'bm90LWEta2V5' } }),
          'garbage sealed body',
        );
        // What the sealed body holds is checked like any call's input once opened.
        for (const m of mutations(call)) {
          if (m.field) expectFieldRefused(await sendSealed(call, m.input), m.field, `${m.name} (sealed)`);
        }
      } else {
        for (const m of mutations(call)) {
          const res = await send(call, { input: m.input, raw: m.raw, headers: { language: '\u0000\u00ff' } });
          expectRefusal(res, m.name);
          if (m.field) expectFieldRefused(res, m.field, m.name);
        }
      }

      expect((await tablesNow()).tables).toEqual(before.tables);
    });
  }
});

describe("the walk's change check", () => {
  it('sees a row a statement changes, and the row changed back', async () => {
    const before = await tablesNow();
    await sqlRows(t, sql`UPDATE brands SET name = name || '~' WHERE merchant_code = 'demo' RETURNING id`);
    expect((await tablesNow()).tables.brands).not.toEqual(before.tables.brands);
    await sqlRows(t, sql`UPDATE brands SET name = left(name, -1) WHERE merchant_code = 'demo' RETURNING id`);
    expect((await tablesNow()).tables).toEqual(before.tables);
  });
});

describe('every call has a route and every API route a call', () => {
  it('registers a route for each call of the contract package', () => {
    for (const call of ALL_CALLS) {
      expect(t.app.hasRoute({ method: call.method, url: call.path }), `${call.method} ${call.path}`).toBe(true);
    }
  });

  it('gives unknown API paths a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/no/such/call', headers: { merchant: 'demo' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });
});
