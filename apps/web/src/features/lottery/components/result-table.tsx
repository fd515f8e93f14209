import type { TDraw } from '@app/contracts/calls/lottery';
import { lotteryOf } from '@app/contracts/lottery/games';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { useNameOf } from './play-tabs.tsx';

const TIER_KEYS: Record<string, TKey> = {
  db: 'lottery_tier_db',
  first: 'lottery_tier_first',
  second: 'lottery_tier_second',
  third: 'lottery_tier_third',
  starter: 'lottery_tier_starter',
  consolation: 'lottery_tier_consolation',
};

/**
 * A full result as a table: SEA 4D by prize (first ... consolation); Vietnam the usual way, one row
 * per tier (special, g1 ... g8) and one column per station.
 */
export function ResultTable({ draw, stations }: { draw: TDraw; stations?: Record<string, string> }) {
  const t = useT();
  const nameOf = useNameOf();
  const groups = draw.result?.groups ?? [];
  const tierName = (tier: string) => {
    const known = TIER_KEYS[tier];
    if (known) return t(known);
    const n = /^g(\d)$/.exec(tier)?.[1];
    return n ? t('lottery_tier_n', { n }) : nameOf('lottery_group_', tier);
  };
  const vn = groups.some((g) => g.key.includes(':'));
  if (!vn) {
    return (
      <table className="lott-table">
        <caption className="visually-hidden">{t('lottery_result_of', { drawNo: draw.drawNo })}</caption>
        <tbody>
          {groups.map((g) => (
            <tr key={g.key}>
              <th scope="row">{tierName(g.key)}</th>
              <td>{g.numbers.join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const names = stations ?? Object.fromEntries((lotteryOf(draw.gameCode)?.stations ?? []).map((s) => [s.code, s.name]));
  const codes = [...new Set(groups.map((g) => g.key.split(':')[0] ?? ''))];
  const tiers = [...new Set(groups.map((g) => g.key.split(':')[1] ?? ''))];
  const cell = (code: string, tier: string) => groups.find((g) => g.key === `${code}:${tier}`)?.numbers.join(' ') ?? '';
  return (
    <table className="lott-table">
      <caption className="visually-hidden">{t('lottery_result_of', { drawNo: draw.drawNo })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lottery_prize')}</th>
          {codes.map((c) => (
            <th key={c} scope="col">
              {names[c] ?? c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier}>
            <th scope="row">{tierName(tier)}</th>
            {codes.map((c) => (
              <td key={c}>{cell(c, tier)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
