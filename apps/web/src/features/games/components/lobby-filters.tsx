import { MIN_BET_CHOICES } from '@app/contracts/constants';
import { useId } from 'react';
import { useI18n, useT } from '../../../i18n/i18n.tsx';
import type { Classify } from '../hooks/use-lobby-list.ts';
import './lobby.css';

/** Classification (BG only for Tagalog), min bet and the name search of the lobby. */
export function LobbyFilters({
  classify,
  minBet,
  search,
  onClassify,
  onMinBet,
  onSearch,
  available,
}: {
  classify: Classify | null;
  minBet: number | null;
  search: string;
  onClassify: (c: Classify | null) => void;
  onMinBet: (m: number | null) => void;
  onSearch: (text: string) => void;
  /** Classifications the vendor's games have; undefined while loading (all offered). */
  available?: readonly Classify[];
}) {
  const t = useT();
  const { lang } = useI18n();
  const minBetId = useId();
  const searchId = useId();
  const offered: Classify[] = lang === 'TY' ? ['JP', 'TG', 'AC', 'BG'] : ['JP', 'TG', 'AC'];
  const classes = offered.filter((c) => !available || available.includes(c) || classify === c);
  return (
    <div className="lobby-filters">
      {classes.length > 0 && (
        <fieldset className="lobby-filters__classes">
          <legend className="visually-hidden">{t('games_classify_label')}</legend>
          {[null, ...classes].map((c) => (
            <button key={c ?? 'all'} type="button" aria-pressed={classify === c} onClick={() => onClassify(c)}>
              {c ? t(`games_classify_${c}`) : t('games_classify_all')}
            </button>
          ))}
        </fieldset>
      )}
      <div className="lobby-filters__field">
        <label htmlFor={minBetId}>{t('games_min_bet_label')}</label>
        <select
          id={minBetId}
          value={minBet === null ? '' : String(minBet)}
          onChange={(e) => onMinBet(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{t('games_min_bet_all')}</option>
          {MIN_BET_CHOICES.map((m) => (
            <option key={m} value={String(m)}>
              {m}
            </option>
          ))}
        </select>
      </div>
      <div className="lobby-filters__field lobby-filters__search">
        <label htmlFor={searchId}>{t('games_search_label')}</label>
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={50}
          placeholder={t('games_search_placeholder')}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
    </div>
  );
}
