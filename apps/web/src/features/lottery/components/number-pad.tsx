import type { PadGroup, Selection } from '@app/contracts/lottery/types';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { addDigits, digitsProblem, quickPick, toggleOption } from '../pad-model.ts';
import { useNameOf } from './play-tabs.tsx';

function OptionGroup({
  group,
  picked,
  onPick,
  names,
}: {
  group: Extract<PadGroup, { kind: 'options' }>;
  picked: string[];
  onPick(v: string): void;
  names?: Record<string, string>;
}) {
  const nameOf = useNameOf();
  return (
    <div className="lott-pad__options">
      {group.options.map((o) => (
        <button
          key={o}
          type="button"
          className="lott-pad__option"
          aria-pressed={picked.includes(o)}
          onClick={() => onPick(o)}
        >
          {names?.[o] ?? nameOf('lottery_option_', o)}
        </button>
      ))}
    </div>
  );
}

function DigitsGroup({
  group,
  picked,
  onAdd,
  onRemove,
}: {
  group: Extract<PadGroup, { kind: 'digits' }>;
  picked: string[];
  onAdd(v: string): string | null;
  onRemove(v: string): void;
}) {
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const p = onAdd(typed);
    setProblem(p);
    if (!p) setTyped('');
  };
  return (
    <div className="lott-pad__digits">
      <label htmlFor={id}>{t('lottery_type_number', { digits: group.digits })}</label>
      <div className="lott-pad__entry">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          maxLength={group.digits}
          value={typed}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-err` : undefined}
          onChange={(e) => setTyped(e.target.value.replace(/[^0-9]/g, ''))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="lott-button" onClick={add}>
          {t('lottery_add_number')}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-err`} className="lott-error" role="alert">
          {problem}
        </p>
      ) : null}
      <ul className="lott-chips" aria-label={t('lottery_numbers_chosen')}>
        {picked.map((n) => (
          <li key={n}>
            <button
              type="button"
              className="lott-chip"
              aria-label={t('lottery_remove_number', { number: n })}
              onClick={() => onRemove(n)}
            >
              {n} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The pad of a play type: one block per group, options as toggle buttons, typed numbers as chips;
 * quick pick (a random valid selection) and clear.
 */
export function NumberPad({
  groups,
  selection,
  onChange,
  names,
  random,
}: {
  groups: readonly PadGroup[];
  selection: Selection;
  onChange(sel: Selection): void;
  /** Display names of options (the Vietnam stations). */
  names?: Record<string, string>;
  random?: () => number;
}) {
  const t = useT();
  const nameOf = useNameOf();
  const problems: Record<string, string> = {
    length: t('lottery_number_length'),
    duplicate: t('lottery_number_duplicate'),
    full: t('lottery_number_full'),
  };
  return (
    <div className="lott-pad">
      {groups.map((g) => {
        const picked = selection[g.key] ?? [];
        const headId = `lott-group-${g.key}`;
        return (
          <fieldset key={g.key} className="lott-pad__group" aria-describedby={`${headId}-hint`}>
            <legend>{nameOf('lottery_group_', g.key)}</legend>
            <p id={`${headId}-hint`} className="lott-pad__hint">
              {g.min === g.max
                ? t('lottery_pick_exactly', { n: g.min })
                : t('lottery_pick_between', { min: g.min, max: g.max })}
            </p>
            {g.kind === 'options' ? (
              <OptionGroup
                group={g}
                picked={picked}
                names={names}
                onPick={(v) => onChange(toggleOption(selection, g, v))}
              />
            ) : (
              <DigitsGroup
                group={g}
                picked={picked}
                onAdd={(v) => {
                  const p = digitsProblem(selection, g, v);
                  if (p) return problems[p] ?? p;
                  onChange(addDigits(selection, g, v));
                  return null;
                }}
                onRemove={(v) => onChange({ ...selection, [g.key]: picked.filter((x) => x !== v) })}
              />
            )}
          </fieldset>
        );
      })}
      <div className="lott-pad__actions">
        <button type="button" className="lott-button" onClick={() => onChange(quickPick(groups, random))}>
          {t('lottery_quick_pick')}
        </button>
        <button type="button" className="lott-button lott-button--plain" onClick={() => onChange({})}>
          {t('lottery_clear')}
        </button>
      </div>
    </div>
  );
}
