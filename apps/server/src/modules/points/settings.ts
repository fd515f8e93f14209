import type { TPointSettings } from '@app/contracts/calls/backoffice-points';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pointSettings } from '../../db/schema/index.ts';
import type { Brand } from '../system/brand-types.ts';
import { major } from '../wallet/money.ts';

/** A brand's points settings as stored (cash in minor units). */
export interface PointSettingsRow {
  enabled: boolean;
  /** One point per this much valid bet, in whole major units of the brand's currency. */
  earnBetPerPoint: number;
  /** convertPoints points give convertCash minor units. */
  convertPoints: number;
  convertCash: number;
  convertMinPoints: number;
}

/** A brand without a saved row: on, 1 point per 30 of valid bet, 100 points give 1.00, at least 100. */
export const DEFAULT_POINT_SETTINGS: PointSettingsRow = {
  enabled: true,
  earnBetPerPoint: 30,
  convertPoints: 100,
  convertCash: 100,
  convertMinPoints: 100,
};

export async function settingsOf(exec: DbOrTx, brandId: number): Promise<PointSettingsRow> {
  const [row] = await exec
    .select({
      enabled: pointSettings.enabled,
      earnBetPerPoint: pointSettings.earnBetPerPoint,
      convertPoints: pointSettings.convertPoints,
      convertCash: pointSettings.convertCash,
      convertMinPoints: pointSettings.convertMinPoints,
    })
    .from(pointSettings)
    .where(eq(pointSettings.brandId, brandId));
  return row ?? DEFAULT_POINT_SETTINGS;
}

/** The settings as the back office edits them and the member's config shows them (cash in major units). */
export function settingsView(brand: Brand, s: PointSettingsRow): TPointSettings {
  return {
    enabled: s.enabled,
    earnBetPerPoint: s.earnBetPerPoint,
    convertPoints: s.convertPoints,
    convertAmount: major(brand, s.convertCash),
    convertMinPoints: s.convertMinPoints,
  };
}

/** The cash (minor units) a number of points converts to: rounded down to the minor unit. */
export function cashFor(s: PointSettingsRow, points: number): number {
  return Math.floor((points * s.convertCash) / s.convertPoints);
}
