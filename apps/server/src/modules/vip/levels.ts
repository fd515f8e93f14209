/**
 * VIP levels as data (docs/decisions/1520-vip.md): the stored rows of a brand, the default table the
 * seed and the back office start from, the rule that finds the level a member's sums reach, and the
 * checks a new table must pass (numbered 0..N, level 0 without thresholds, thresholds rising).
 */
import { levelTableProblem } from '@app/contracts/calls/backoffice-vip';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vipLevels, vipSettings } from '../../db/schema/vip.ts';
import { AppError } from '../../lib/app-error.ts';

export const DEFAULT_ROLLING_DAYS = 30;

/** A level as stored: amounts in minor units. */
export interface VipLevelRow {
  level: number;
  names: Record<string, string>;
  minValidBet: number;
  minDeposit: number;
  upgradeBonus: number;
  monthlyBonus: number;
  wageringMultiple: number;
}

const NAMES: Record<string, string[]> = {
  EN: ['Member', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Crown', 'Royal'],
  CN: ['普通会员', '青铜', '白银', '黄金', '铂金', '钻石', '皇冠', '至尊'],
  VI: ['Thành viên', 'Đồng', 'Bạc', 'Vàng', 'Bạch kim', 'Kim cương', 'Vương miện', 'Hoàng gia'],
  JA: ['メンバー', 'ブロンズ', 'シルバー', 'ゴールド', 'プラチナ', 'ダイヤモンド', 'クラウン', 'ロイヤル'],
  TH: ['สมาชิก', 'บรอนซ์', 'ซิลเวอร์', 'โกลด์', 'แพลทินัม', 'ไดมอนด์', 'คราวน์', 'รอยัล'],
  TY: ['Miyembro', 'Tanso', 'Pilak', 'Ginto', 'Platino', 'Diyamante', 'Korona', 'Maharlika'],
  ID: ['Member', 'Perunggu', 'Perak', 'Emas', 'Platinum', 'Berlian', 'Mahkota', 'Royal'],
};

/** [valid bet, deposits, upgrade bonus, monthly bonus] per level, in major units. */
const AMOUNTS: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 0, 0],
  [10_000, 2_000, 88, 18],
  [50_000, 10_000, 188, 38],
  [200_000, 30_000, 588, 88],
  [500_000, 80_000, 1_288, 188],
  [1_500_000, 200_000, 3_888, 588],
  [5_000_000, 500_000, 8_888, 1_888],
  [15_000_000, 1_500_000, 18_888, 3_888],
];

/** The default table (8 levels, 0..7) in the brand's minor units; rewards wagered once. */
export function defaultLevels(minorUnits: number): VipLevelRow[] {
  const m = 10 ** minorUnits;
  return AMOUNTS.map(([bet, dep, up, month], level) => ({
    level,
    names: Object.fromEntries(Object.entries(NAMES).map(([lang, list]) => [lang, list[level] ?? `VIP ${level}`])),
    minValidBet: bet * m,
    minDeposit: dep * m,
    upgradeBonus: up * m,
    monthlyBonus: month * m,
    wageringMultiple: level === 0 ? 0 : 1,
  }));
}

/** The brand's stored levels, lowest first ([] when it has none: no VIP programme yet). */
export async function levelsOf(exec: DbOrTx, brandId: number): Promise<VipLevelRow[]> {
  const rows = await exec.select().from(vipLevels).where(eq(vipLevels.brandId, brandId)).orderBy(asc(vipLevels.level));
  return rows.map((r) => ({
    level: r.level,
    names: r.names,
    minValidBet: r.minValidBet,
    minDeposit: r.minDeposit,
    upgradeBonus: r.upgradeBonus,
    monthlyBonus: r.monthlyBonus,
    wageringMultiple: r.wageringMultiple,
  }));
}

/** The days the brand's thresholds are summed over. */
export async function rollingDaysOf(exec: DbOrTx, brandId: number): Promise<number> {
  const [row] = await exec
    .select({ days: vipSettings.rollingDays })
    .from(vipSettings)
    .where(eq(vipSettings.brandId, brandId));
  return row?.days ?? DEFAULT_ROLLING_DAYS;
}

/** The highest level whose two thresholds the sums reach (0 when none). */
export function qualifyingLevel(levels: readonly VipLevelRow[], sums: { valid: number; deposit: number }): number {
  let best = 0;
  for (const l of levels) {
    if (sums.valid >= l.minValidBet && sums.deposit >= l.minDeposit && l.level > best) best = l.level;
  }
  return best;
}

/** The level's name in a language, English when it has none. */
export function nameIn(l: Pick<VipLevelRow, 'names' | 'level'>, lang: string): string {
  return l.names[lang] || l.names.EN || `VIP ${l.level}`;
}

/**
 * Refuses a table that is not numbered 0..N in order (vip.levels.numbering), whose level 0 has a
 * threshold or an upgrade bonus (vip.levels.base), or where a level's thresholds fall below the level
 * beneath or do not rise in either (vip.levels.order): the contract's levelTableProblem, which the
 * back-office form runs too. `field` names the first offending input.
 */
export function checkLevels(levels: readonly VipLevelRow[]): void {
  const p = levelTableProblem(levels);
  if (p) throw new AppError(p.code, { field: `levels.${p.index}.${p.field}` });
}
