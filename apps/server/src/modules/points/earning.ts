import { ZBrandSettings } from '@app/contracts/brand';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { brands, pointSettings } from '../../db/schema/index.ts';
import type { StoredEvent } from '../../events/catalogue.ts';
import { oncePerTx } from '../../events/handler-memo.ts';
import { lockBalanceRow, postPoints } from './ledger.ts';
import { DEFAULT_POINT_SETTINGS } from './settings.ts';

/**
 * Points from valid bets (docs/decisions/1510-points.md "Earning"). Fed by `bet.settled` and
 * `bet.corrected` through platform.events.on: the handler runs in the transaction that marks the
 * delivery done, so each event counts exactly once (and its entry is keyed by the event id besides).
 *
 * The member's bet_carry keeps the valid bet (minor units) not yet worth a whole point, so nothing is
 * lost between bets. A negative correction first lowers the carry; what it takes beyond the carry is
 * taken back from the balance by a correcting entry (source 'bet_reversal'), never below zero: points
 * already spent stay owed as a negative carry, which later valid bets pay off before earning again.
 */
export function createEarning() {
  /**
   * The brand's points settings and its currency's decimals in one read, through the delivery's
   * transaction (PGlite has one connection); null when the brand has points off.
   */
  const earningOf = async (tx: Tx, brandId: number): Promise<{ unit: number } | null> => {
    const [row] = await tx
      .select({ settings: brands.settings, enabled: pointSettings.enabled, per: pointSettings.earnBetPerPoint })
      .from(brands)
      .leftJoin(pointSettings, eq(pointSettings.brandId, brands.id))
      .where(eq(brands.id, brandId));
    const enabled = row?.enabled ?? DEFAULT_POINT_SETTINGS.enabled;
    if (!enabled) return null;
    const per = row?.per ?? DEFAULT_POINT_SETTINGS.earnBetPerPoint;
    return { unit: per * 10 ** ZBrandSettings.parse(row?.settings ?? {}).minorUnits };
  };
  return async function onBet(event: StoredEvent<'bet.settled' | 'bet.corrected'>, tx: Tx): Promise<void> {
    const brandId = event.brandId;
    if (brandId === null) return;
    const delta = event.payload.validAmount;
    if (!Number.isSafeInteger(delta) || delta === 0) return;
    const earning = await oncePerTx(tx, `points.earning:${brandId}`, () => earningOf(tx, brandId));
    if (!earning) return;
    const { unit } = earning;
    const memberId = event.payload.memberId;
    const row = await lockBalanceRow(tx, brandId, memberId, event.at);
    if (!row) return;
    const net = row.betCarry + delta;
    let move = 0;
    if (net >= 0) {
      move = delta > 0 ? Math.floor(net / unit) : 0;
    } else if (delta < 0) {
      move = -Math.min(Math.ceil(-net / unit), row.points);
    }
    const carry = net - move * unit;
    if (move !== 0) {
      await postPoints(tx, {
        brandId,
        memberId,
        points: move,
        source: move > 0 ? 'bet' : 'bet_reversal',
        key: `bet:${event.id}`,
        remark: event.payload.betId,
        at: event.at,
      });
    }
    await rowsOf(tx, sql`UPDATE point_balances SET bet_carry = ${carry} WHERE member_id = ${memberId}`);
  };
}
