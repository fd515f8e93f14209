import type { TDraw } from '@app/contracts/calls/lottery';
import { useT } from '../../../i18n/i18n.tsx';

/** A result as a row of balls (the first group's numbers; Vietnam and SEA: the top prize). */
export function Balls({ draw, small = false }: { draw: TDraw | null; small?: boolean }) {
  const t = useT();
  const group = draw?.result?.groups[0];
  if (!draw || !group) return <span className="lott-balls lott-balls--none">{t('lottery_no_result')}</span>;
  return (
    <span className={small ? 'lott-balls lott-balls--small' : 'lott-balls'}>
      <span className="visually-hidden">{t('lottery_result_of', { drawNo: draw.drawNo })}</span>
      {group.numbers.map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same number may be drawn twice
        <span key={i} className="lott-ball">
          {n}
        </span>
      ))}
    </span>
  );
}
