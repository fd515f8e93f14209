import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { admin } from '../../../test/games.ts';
import { createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { Brand } from '../system/brand-types.ts';
import { createVendorClient, type VendorClient } from '../vendor-api/client.ts';
import { id, launchToken, playerWithSession, vendorApiSetup } from '../vendor-api/test-helpers.ts';

// The valid-bet sums features and operators read (docs/valid-bets.md): a brand-local day by member,
// category and team, and one member's day, through `npm run admin -- valid-bets ...`.

let t: TestApp;
let brand: Brand;
let stf: VendorClient;
let vlv: VendorClient;
const names: Record<string, string> = {};

type Session = { sessionId: string; playerId: string };
async function round(client: VendorClient, s: Session, stake: number, paid: number) {
  const roundId = id('round');
  await client.bet({ ...s, transactionId: id('bet'), roundId, amount: stake, currency: 'PHP' });
  await client.win({ ...s, transactionId: id('win'), roundId, amount: paid, currency: 'PHP' });
}

beforeAll(async () => {
  t = await createTestApp();
  const setup = await vendorApiSetup(t);
  ({ brand } = setup);
  stf = setup.client;
  await admin(t, 'vendor', 'launch', 'VLV', '--secret', 'velvet-live-secret-000000');
  vlv = createVendorClient({
    baseUrl: setup.baseUrl,
    vendorCode: 'VLV',
    secret: 'velvet-live-secret-000000',
    now: () => t.clock.now().getTime(),
  });
  // The demo brand's clock is UTC+8: its 2030-01-01 runs from 2029-12-31T16:00Z to 2030-01-01T16:00Z.
  t.clock.set(new Date('2030-01-01T15:00:00Z'));
  const agent = await createMember(t.app, { brandId: brand.id });
  const a = await playerWithSession(t, stf, brand, { amount: 100_000 });
  const b = await playerWithSession(t, stf, brand, { amount: 100_000 });
  await sqlRows(t, sql`UPDATE members SET upline_id = ${agent.id} WHERE id IN (${a.member.id}, ${b.member.id})`);
  Object.assign(names, { agent: agent.username, a: a.member.username, b: b.member.username });
  const live = await vlv.authenticate(await launchToken(t, a.token, 'VLV', 'VLV_0001'));
  if (!live.ok) throw new Error(live.raw);
  await round(stf, a.session, 1_000, 2_500);
  await round(stf, a.session, 500, 0);
  await round(vlv, { sessionId: live.value.sessionId, playerId: live.value.playerId }, 2_000, 1_000);
  await round(stf, b.session, 300, 0);
  // A minute past the brand's midnight: the next day.
  t.clock.set(new Date('2030-01-01T16:01:00Z'));
  await round(stf, b.session, 7_000, 0);
});
afterAll(() => t.close());

const run = (...argv: string[]) => admin(t, 'valid-bets', ...argv);

describe('valid-bet sums', () => {
  it("sum a brand-local day by category, member and team, the next day's bets apart", async () => {
    expect(await run('day', '2030-01-01')).toEqual({
      code: 0,
      output: [
        'valid bets of demo, 2030-01-01, by category',
        'LIVE  bets 1  stake P20.00  valid P20.00  win P10.00',
        'RNG  bets 3  stake P18.00  valid P18.00  win P25.00',
      ].join('\n'),
    });
    expect((await run('day', '2030-01-01', '--by', 'member')).output.split('\n').slice(1)).toEqual([
      `${names.a}  bets 3  stake P35.00  valid P35.00  win P35.00`,
      `${names.b}  bets 1  stake P3.00  valid P3.00  win P0.00`,
    ]);
    expect((await run('day', '2030-01-01', '--by', 'team')).output.split('\n').slice(1)).toEqual([
      `${names.agent}  bets 4  stake P38.00  valid P38.00  win P35.00`,
    ]);
    expect((await run('day', '2030-01-01', '--to', '2030-01-02', '--by', 'team')).output).toContain(
      `${names.agent}  bets 5  stake P108.00  valid P108.00  win P35.00`,
    );
    expect((await run('day', '2030-01-03')).output).toBe(
      'valid bets of demo, 2030-01-03, by category\nno settled bets',
    );
  });

  it("sum one member's day by category", async () => {
    expect(await run('member', names.b ?? '', '2030-01-02')).toEqual({
      code: 0,
      output: `valid bets of ${names.b}, 2030-01-02\nRNG  bets 1  stake P70.00  valid P70.00  win P0.00`,
    });
  });

  it('refuse bad arguments with a clear message and change nothing', async () => {
    const before = await snapshot(t.database);
    const cases: [string[], RegExp][] = [
      [['day'], /<day> is required/],
      [['day', '2030-02-30'], /must be a day like/],
      [['day', '30-01-2030'], /must be a day like/],
      [['day', '2030-01-01', '--by', 'vendor'], /--by must be one of member, category, team/],
      [['day', '2030-01-02', '--to', '2030-01-01'], /must not be before/],
      [['day', '2030-01-01', '--to', '2030-12-31'], /at most 92 days/],
      [['day', '2030-01-01', '--brand', 'nobrand'], /no brand/],
      [['member', 'nobody-here', '2030-01-01'], /Error: username/],
      [['member', names.a ?? ''], /<day> is required/],
    ];
    for (const [argv, message] of cases) {
      const r = await run(...argv);
      expect(r.code, argv.join(' ')).not.toBe(0);
      expect(r.output, argv.join(' ')).toMatch(message);
    }
    expect(await snapshot(t.database)).toBe(before);
  });
});
