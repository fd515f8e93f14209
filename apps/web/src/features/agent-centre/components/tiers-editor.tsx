import type { ContractKind } from '@app/contracts/calls/agents';
import { useT } from '../../../i18n/i18n.tsx';
import { MAX_TIERS, measuresLoss, type TierDraft } from './tiers.ts';

/** The tiers of a contract as rows of inputs, with add and remove; rates are percents. */
export function TiersEditor({
  kind,
  value,
  onChange,
}: {
  kind: ContractKind;
  value: TierDraft[];
  onChange(next: TierDraft[]): void;
}) {
  const t = useT();
  const set = (i: number, field: keyof TierDraft, v: string) =>
    onChange(value.map((d, j) => (j === i ? { ...d, [field]: v } : d)));
  const input = (i: number, field: keyof TierDraft, label: string, mode: 'decimal' | 'numeric') => (
    <div className="mc-field">
      <label htmlFor={`ac-tier-${i}-${field}`}>{label}</label>
      <input
        id={`ac-tier-${i}-${field}`}
        inputMode={mode}
        autoComplete="off"
        value={value[i]?.[field] ?? ''}
        onChange={(e) => set(i, field, e.target.value)}
      />
    </div>
  );
  return (
    <fieldset className="ac-tiers">
      <legend>{t('ac_tiers')}</legend>
      <ol className="ac-tiers__list">
        {value.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiers are edited in place by position
          <li key={i} className="ac-tiers__row" aria-label={t('ac_tier_n', { n: i + 1 })}>
            {input(i, 'minValidBet', t('ac_tier_n_field', { n: i + 1, field: t('ac_min_valid_bet') }), 'decimal')}
            {input(i, 'minActiveMembers', t('ac_tier_n_field', { n: i + 1, field: t('ac_min_active') }), 'numeric')}
            {measuresLoss(kind)
              ? input(i, 'minLoss', t('ac_tier_n_field', { n: i + 1, field: t('ac_min_loss') }), 'decimal')
              : null}
            {input(i, 'rate', t('ac_tier_n_field', { n: i + 1, field: t('ac_rate_percent') }), 'decimal')}
            <button
              type="button"
              className="mc-button ac-tiers__remove"
              onClick={() => onChange(value.filter((__, j) => j !== i))}
            >
              {t('ac_remove_tier', { n: i + 1 })}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="mc-button"
        disabled={value.length >= MAX_TIERS}
        onClick={() => onChange([...value, { minValidBet: '0', minActiveMembers: '0', minLoss: '0', rate: '' }])}
      >
        {t('ac_add_tier')}
      </button>
    </fieldset>
  );
}
