import type { TContractTier } from '@app/contracts/calls/agent-contracts';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import type { ZodForm } from '../../ui/form.tsx';

type Row = { minValidBet: string; minActiveMembers: string; minLoss: string; rate: string };
const FIELDS = ['minValidBet', 'minActiveMembers', 'minLoss', 'rate'] as const;
const EMPTY: Row = { minValidBet: '0', minActiveMembers: '0', minLoss: '0', rate: '' };

/** A number typed into a field; blank or not a number is NaN, which the contract schema refuses. */
const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

export const rowsOf = (tiers: readonly TContractTier[]): Row[] =>
  tiers.map((x) => ({
    minValidBet: String(x.minValidBet),
    minActiveMembers: String(x.minActiveMembers),
    minLoss: String(x.minLoss),
    rate: String(x.rate),
  }));

export const tiersOf = (rows: readonly Row[]) =>
  rows.map((r) => ({
    minValidBet: num(r.minValidBet),
    minActiveMembers: num(r.minActiveMembers),
    minLoss: num(r.minLoss),
    rate: num(r.rate),
  }));

/**
 * The tiers of a contract or template, bound to the form's `tiers` field (numbers, checked by the
 * contract schema on submit). `withLoss` shows the minimum loss (dividends only).
 */
export function TiersEditor({ form, withLoss, initial }: { form: ZodForm; withLoss: boolean; initial?: Row[] }) {
  const t = useT();
  const id = useId();
  const [rows, setRows] = useState<Row[]>(initial ?? [EMPTY]);
  const change = (next: Row[]) => {
    setRows(next);
    form.set('tiers', tiersOf(next));
  };
  const invalid = Boolean(form.errors.tiers);
  return (
    <fieldset className="tiers" aria-describedby={`${id}-hint`}>
      <legend>{t('agentContracts.tiers')}</legend>
      <p className="field-hint" id={`${id}-hint`}>
        {t('agentContracts.tiersHint')}
      </p>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <div className="tier-row" key={i}>
          {FIELDS.filter((f) => withLoss || f !== 'minLoss').map((f) => (
            <div key={f} className={`field tier-field${invalid ? ' invalid' : ''}`}>
              <label htmlFor={`${id}-${i}-${f}`}>{t(`agentContracts.tier.${f}`, { n: i + 1 })}</label>
              <input
                id={`${id}-${i}-${f}`}
                inputMode="decimal"
                autoComplete="off"
                value={row[f]}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={invalid ? `${id}-error` : undefined}
                onChange={(e) => change(rows.map((r, j) => (j === i ? { ...r, [f]: e.target.value } : r)))}
              />
            </div>
          ))}
          {rows.length > 1 ? (
            <button type="button" className="btn" onClick={() => change(rows.filter((_, j) => j !== i))}>
              {t('agentContracts.tier.remove', { n: i + 1 })}
            </button>
          ) : null}
        </div>
      ))}
      {rows.length < 10 ? (
        <button type="button" className="btn" onClick={() => change([...rows, { ...EMPTY }])}>
          {t('agentContracts.tier.add')}
        </button>
      ) : null}
      {invalid ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {t('agentContracts.tiersInvalid')}
        </p>
      ) : null}
    </fieldset>
  );
}
