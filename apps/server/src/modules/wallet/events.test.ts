import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, sessionFor } from '../../../test/factories.ts';
import { freshDatabase, freshStore } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { SharedStore } from '../../lib/store.ts';
import { BALANCE_EVENTS_PATH } from './events.ts';

// Two server copies on one database and one shared store (Redis when REDIS_URL is set): a movement made
// through one copy reaches a balance stream held open on the other.
let database: Database;
let store: SharedStore;
let copies: Awaited<ReturnType<typeof buildApp>>[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  store = await freshStore();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' });
  copies = [
    await buildApp({ config, database, store, logger: false, serveWeb: false }),
    await buildApp({ config, database, store, logger: false, serveWeb: false }),
  ];
  for (const c of copies) await c.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const c of copies) await c.close();
  await store.close();
  await database.close();
});

function portOf(i: number): number {
  const address = copies[i]?.server.address();
  if (!address || typeof address === 'string') throw new Error('copy not listening');
  return (address as AddressInfo).port;
}

describe('live balance events', () => {
  it('reach a stream on another server copy after a movement', async () => {
    const [a, b] = copies;
    if (!a || !b) throw new Error('no copies');
    const member = await createMember(a);
    const token = await sessionFor(a, member);
    const res = await fetch(`http://127.0.0.1:${portOf(1)}${BALANCE_EVENTS_PATH}`, {
      headers: { merchant: 'demo', authorization: token },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let text = '';
    const sawBalance = (async () => {
      while (!text.includes('event: balance')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
      return text.includes('event: balance');
    })();
    await new Promise((r) => setTimeout(r, 200));
    const brand = await a.brands.byMerchant('demo');
    if (!brand) throw new Error('no brand');
    await a.services.wallet.memberAndBrand(a.deps.db, brand, {
      memberId: member.id,
      brandAccount: 'deposit_clearing',
      amount: 5_000,
      kind: 'deposit',
      idempotencyKey: `events:${member.id}`,
      referenceType: 'test',
      referenceId: 'events',
    });
    expect(await sawBalance).toBe(true);
    await reader.cancel();
  });

  it('refuses a stream without a session', async () => {
    const res = await fetch(`http://127.0.0.1:${portOf(0)}${BALANCE_EVENTS_PATH}`, { headers: { merchant: 'demo' } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });
});
