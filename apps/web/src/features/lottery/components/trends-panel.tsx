import { useT } from '../../../i18n/i18n.tsx';
import { useLotteryTrends } from '../api.ts';
import { useNameOf } from './play-tabs.tsx';

/** Hot (most drawn), cold (least drawn) and missing (longest unseen) numbers over the last 30 draws. */
export function TrendsPanel({ gameCode }: { gameCode: string }) {
  const t = useT();
  const nameOf = useNameOf();
  const { data } = useLotteryTrends(gameCode);
  if (!data || data.keys.length === 0) return null;
  return (
    <section className="lott-trends" aria-labelledby="lott-trends-title">
      <h2 id="lott-trends-title">{t('lottery_trends', { draws: data.draws })}</h2>
      {data.keys.map((k) => {
        const byHits = [...k.values].sort((a, b) => b.hits - a.hits);
        const byMissing = [...k.values].sort((a, b) => b.missing - a.missing);
        const line = (vals: typeof k.values, fig: (v: (typeof k.values)[number]) => number) =>
          vals
            .slice(0, 5)
            .map((v) => `${v.value} (${fig(v)})`)
            .join(', ');
        return (
          <dl key={k.key} className="lott-trends__key">
            <dt>{t('lottery_trend_hot', { key: nameOf('lottery_group_', k.key) })}</dt>
            <dd>{line(byHits, (v) => v.hits)}</dd>
            <dt>{t('lottery_trend_cold', { key: nameOf('lottery_group_', k.key) })}</dt>
            <dd>{line([...byHits].reverse(), (v) => v.hits)}</dd>
            <dt>{t('lottery_trend_missing', { key: nameOf('lottery_group_', k.key) })}</dt>
            <dd>{line(byMissing, (v) => v.missing)}</dd>
          </dl>
        );
      })}
    </section>
  );
}
