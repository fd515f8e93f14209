import type { Localized } from '../../db/schema/promotions.ts';

// The reward centre titles of VIP rewards, in every shipped language.

const UP: Localized = {
  EN: 'VIP {level} upgrade bonus',
  CN: 'VIP {level} 晋级奖金',
  VI: 'Thưởng thăng cấp VIP {level}',
  JA: 'VIP {level} 昇格ボーナス',
  TH: 'โบนัสเลื่อนระดับ VIP {level}',
  TY: 'Upgrade bonus ng VIP {level}',
  ID: 'Bonus naik level VIP {level}',
};

const MONTH: Localized = {
  EN: 'VIP {level} monthly bonus {month}',
  CN: 'VIP {level} 月度奖金 {month}',
  VI: 'Thưởng tháng VIP {level} {month}',
  JA: 'VIP {level} 月間ボーナス {month}',
  TH: 'โบนัสรายเดือน VIP {level} {month}',
  TY: 'Buwanang bonus ng VIP {level} {month}',
  ID: 'Bonus bulanan VIP {level} {month}',
};

const fill = (t: Localized, v: Record<string, string>): Localized =>
  Object.fromEntries(
    Object.entries(t).map(([lang, s]) => [lang, s.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '')]),
  );

export const upgradeTitle = (level: number) => fill(UP, { level: String(level) });
export const monthlyTitle = (level: number, month: string) => fill(MONTH, { level: String(level), month });
