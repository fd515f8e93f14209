/**
 * A brand's lotteries: the definitions of contracts games.ts with the brand's settings applied
 * (lottery_settings; a lottery without a row plays its defaults).
 */
import { LOTTERIES, lotteryOf } from '@app/contracts/lottery/games';
import type { LotteryDef, OddsTable } from '@app/contracts/lottery/types';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lotterySettings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** One lottery as a brand plays it. */
export interface BrandLottery {
  def: LotteryDef;
  enabled: boolean;
  source: 'house' | 'outside';
  closeSeconds: number;
  minUnit: number;
  maxUnit: number;
  /** The most one number / one draw may pay out (minor units), or null: no limit. */
  maxPayoutNumber: number | null;
  maxPayoutDraw: number | null;
  odds: OddsTable;
}

type SettingsRow = typeof lotterySettings.$inferSelect;

export function applied(def: LotteryDef, row: SettingsRow | undefined): BrandLottery {
  return {
    def,
    enabled: row?.enabled ?? true,
    source: row?.resultSource ?? def.resultSource,
    closeSeconds: row?.closeSeconds ?? def.closeSeconds,
    minUnit: row?.minUnit ?? def.minUnitMinor,
    maxUnit: row?.maxUnit ?? def.maxUnitMinor,
    maxPayoutNumber: row?.maxPayoutNumber ?? null,
    maxPayoutDraw: row?.maxPayoutDraw ?? null,
    odds: row?.odds ?? {},
  };
}

/** Every lottery of the brand, in the definitions' order. */
export async function brandLotteries(db: DbOrTx, brandId: number): Promise<BrandLottery[]> {
  const rows = await db.select().from(lotterySettings).where(eq(lotterySettings.brandId, brandId));
  return LOTTERIES.map((def) =>
    applied(
      def,
      rows.find((r) => r.gameCode === def.gameCode),
    ),
  );
}

/** One lottery of the brand; `lottery.game.unknown` when there is no such lottery. */
export async function brandLottery(db: DbOrTx, brandId: number, gameCode: string): Promise<BrandLottery> {
  const def = lotteryOf(gameCode);
  if (!def) throw new AppError('lottery.game.unknown');
  const [row] = await db
    .select()
    .from(lotterySettings)
    .where(and(eq(lotterySettings.brandId, brandId), eq(lotterySettings.gameCode, def.gameCode)));
  return applied(def, row);
}
