import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import type { TLotteryGame } from '../types.ts';

type PlayType = TLotteryGame['playTypes'][number];

/** A translated name for a code, or the code itself when the catalogue has none. */
export function useNameOf(): (
  prefix: 'lottery_play_' | 'lottery_tab_' | 'lottery_group_' | 'lottery_option_',
  code: string,
) => string {
  const t = useT();
  return (prefix, code) => {
    try {
      const key = `${prefix}${code}` as TKey;
      const text = t(key);
      return text === key ? code : text;
    } catch {
      return code;
    }
  };
}

/** Odds in basis points of a unit as "1.98" (or a range "1.98 – 9.80" for per-option odds). */
export function oddsText(odds: PlayType['odds']): string {
  const f = (bp: number) => (bp / 10_000).toFixed(2).replace(/\.?0+$/, (m) => (m.startsWith('.') ? '' : m));
  if (typeof odds === 'number') return f(odds);
  const all = Object.values(odds);
  if (all.length === 0) return '';
  const lo = Math.min(...all);
  const hi = Math.max(...all);
  return lo === hi ? f(lo) : `${f(lo)} – ${f(hi)}`;
}

/** The tabs of play types and, under the chosen tab, its plays with their odds and published RTP. */
export function PlayTabs({
  playTypes,
  play,
  onPlay,
}: {
  playTypes: readonly PlayType[];
  play: PlayType | undefined;
  onPlay(code: string): void;
}) {
  const t = useT();
  const nameOf = useNameOf();
  const tabs = [...new Set(playTypes.map((p) => p.tab))];
  const tab = play?.tab ?? tabs[0];
  return (
    <div className="lott-tabs">
      <fieldset className="lott-tabs__tabs lott-fieldset">
        <legend className="visually-hidden">{t('lottery_play_tabs')}</legend>
        {tabs.map((k) => (
          <button
            key={k}
            type="button"
            className="lott-tab"
            aria-pressed={k === tab}
            onClick={() => onPlay(playTypes.find((p) => p.tab === k)?.code ?? '')}
          >
            {nameOf('lottery_tab_', k)}
          </button>
        ))}
      </fieldset>
      <fieldset className="lott-tabs__plays lott-fieldset">
        <legend className="visually-hidden">{t('lottery_plays')}</legend>
        {playTypes
          .filter((p) => p.tab === tab)
          .map((p) => (
            <button
              key={p.code}
              type="button"
              className="lott-play"
              aria-pressed={p.code === play?.code}
              onClick={() => onPlay(p.code)}
            >
              <span>{nameOf('lottery_play_', p.code)}</span>
              <span className="lott-play__odds">
                {t('lottery_odds', { odds: oddsText(p.odds) })} · {t('lottery_rtp', { rtp: (p.rtp / 100).toFixed(2) })}
              </span>
            </button>
          ))}
      </fieldset>
    </div>
  );
}
