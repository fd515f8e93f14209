import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../../test/sql.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { type BackofficeKit, backofficeKit } from './backoffice-test-kit.ts';
import { drawAndSettle, drawRow, openDraw, place, player, posBet, runDrawJob, walletMinor } from './test-kit.ts';

// Voiding draws and outside results from the back office (docs/decisions/1200, "Back office"): through
// the lottery area's DrawsControl, audited in the same transaction, refunds every ticket exactly once;
// an outside result needs a second, different operator; refusals change nothing.

let k: BackofficeKit;
beforeAll(async () => {
  k = await backofficeKit();
  // Before any draw is made: the dice draws' results come from outside.
  const set = await k.post(
    '/backoffice/api/lottery/settings',
    {
      gameCode: 'ELOTT_K3',
      enabled: true,
      resultSource: 'outside',
      closeSeconds: 10,
      minUnit: '1',
      maxUnit: '10000',
      maxPayoutNumber: null,
      maxPayoutDraw: null,
      reason: 'state feed',
    },
    'risk',
  );
  expect(set.body.success, JSON.stringify(set.body)).toBe(true);
});
afterAll(() => k.t.close());

const VOID = '/backoffice/api/lottery/draw/void';
const auditCount = async (action: string) =>
  (
    await k.t.app.deps.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.brandId, k.brand.id), eq(auditLog.action, action)))
  ).length;

describe('voiding a draw', () => {
  it('voids an open draw with a reason, audited, and its job refunds every ticket once', async () => {
    const { t, brand } = k;
    const a = await player(t, brand, 100_000);
    const b = await player(t, brand, 100_000);
    const d = await openDraw(t, brand, 'ELOTT_5D5');
    expect((await place(t, a.token, d, [posBet('1', 5), posBet('2', 3)])).body.success).toBe(true);
    expect((await place(t, b.token, d, [posBet('9', 10)])).body.success).toBe(true);
    expect(await walletMinor(t, a.token)).toBe(100_000 - 800);

    const { body } = await k.post(VOID, { id: d.id, reason: 'feed outage' }, 'risk');
    expect(body.success, JSON.stringify(body)).toBe(true);
    expect(body.value).toMatchObject({ id: d.id, status: 'void', voidReason: 'feed outage', tickets: 3 });
    const audit = await k.lastAudit('lottery.draw_void');
    expect(audit).toMatchObject({ reason: 'feed outage', targetKind: 'lottery_draw', targetId: String(d.id) });
    expect(audit?.before).toMatchObject({ status: 'open', tickets: 3, stake: 1_800 });
    expect(audit?.after).toMatchObject({ status: 'void' });
    expect((await place(t, a.token, d, [posBet('1')])).body.errorCode).toBe('lottery.draw.void');

    await runDrawJob(t, 'refund', d);
    await runDrawJob(t, 'refund', d);
    expect(await walletMinor(t, a.token)).toBe(100_000);
    expect(await walletMinor(t, b.token)).toBe(100_000);
    const [left] = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM lottery_tickets WHERE draw_id = ${d.id} AND status <> 'void'`,
    );
    expect(left?.n).toBe(0);

    const before = await k.state();
    const again = await k.post(VOID, { id: d.id, reason: 'twice' }, 'admin');
    expect(again.body.errorCode).toBe('lottery.draw.state');
    expect(await k.state()).toBe(before);
  });

  it('refuses to void a settled draw, changing nothing', async () => {
    const d = await openDraw(k.t, k.brand, 'ELOTT_5D1');
    expect((await drawAndSettle(k.t, d)).status).toBe('settled');
    const before = await k.state();
    const { body } = await k.post(VOID, { id: d.id, reason: 'too late' }, 'owner', 'CN');
    expect(body.errorCode).toBe('lottery.draw.state');
    expect(body.message).not.toBe('');
    expect(await k.state()).toBe(before);
  });
});

describe('outside results', () => {
  const RESULT = '/backoffice/api/lottery/draw/result';
  const CONFIRM = '/backoffice/api/lottery/draw/confirm';

  it('one operator enters, the same one cannot confirm, a second one does: the draw is drawn', async () => {
    const { t, brand } = k;
    const d = await openDraw(t, brand, 'ELOTT_K3');
    expect(d.source).toBe('outside');
    const early = await k.post(RESULT, { id: d.id, groups: [{ key: 'dice', numbers: ['1', '2', '3'] }], reason: 'x1' });
    expect(early.body.errorCode).toBe('lottery.draw.state');
    t.clock.set(new Date(d.drawsAt.getTime() + 1));
    await runDrawJob(t, 'close', d);
    await runDrawJob(t, 'draw', d);
    expect((await drawRow(t, d.id)).status).toBe('closed');

    let before = await k.state();
    for (const groups of [[{ key: 'dice', numbers: ['1', '2'] }], [{ key: 'digits', numbers: ['1', '2', '3'] }], []]) {
      const bad = await k.post(RESULT, { id: d.id, groups, reason: 'typo' });
      expect(bad.body.errorCode, JSON.stringify(groups)).toBe('lottery.result.invalid');
    }
    expect(await k.state()).toBe(before);

    const entered = await k.post(RESULT, {
      id: d.id,
      groups: [{ key: 'dice', numbers: ['2', '5', '6'] }],
      reason: 'official sheet',
    });
    expect(entered.body.success, JSON.stringify(entered.body)).toBe(true);
    expect(entered.body.value).toMatchObject({
      status: 'closed',
      awaitingConfirm: true,
      pendingResult: [{ key: 'dice', numbers: ['2', '5', '6'] }],
      enteredBy: k.names.get('risk'),
    });
    expect((await k.lastAudit('lottery.result_enter'))?.after).toMatchObject({ enteredBy: k.names.get('risk') });

    before = await k.state();
    const same = await k.post(CONFIRM, { id: d.id, reason: 'checked' }, 'risk');
    expect(same.body.errorCode).toBe('lottery.result.same.operator');
    expect(await k.state()).toBe(before);

    const confirms = await auditCount('lottery.result_confirm');
    const ok = await k.post(CONFIRM, { id: d.id, reason: 'checked against the sheet' }, 'admin');
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    expect(ok.body.value).toMatchObject({
      status: 'drawn',
      result: [{ key: 'dice', numbers: ['2', '5', '6'] }],
      enteredBy: k.names.get('risk'),
      confirmedBy: k.names.get('admin'),
    });
    expect(await auditCount('lottery.result_confirm')).toBe(confirms + 1);
    const twice = await k.post(CONFIRM, { id: d.id, reason: 'again' }, 'owner');
    expect(twice.body.errorCode).toBe('lottery.draw.state');
  });

  it('refuses a result for a house draw and a confirm with nothing entered', async () => {
    const d = await openDraw(k.t, k.brand, 'ELOTT_5D3');
    const before = await k.state();
    const r = await k.post(RESULT, { id: d.id, groups: [{ key: 'digits', numbers: ['1'] }], reason: 'no' });
    expect(r.body.errorCode).toBe('lottery.draw.state');
    const c = await k.post(CONFIRM, { id: d.id, reason: 'no' }, 'admin');
    expect(c.body.errorCode).toBe('lottery.draw.state');
    const malformed = await k.post(RESULT, { id: d.id, groups: 'dice 1 2 3', reason: 'no' });
    expect(malformed.body.errorCode).toBe('request_param_err');
    expect(await k.state()).toBe(before);
  });
});
