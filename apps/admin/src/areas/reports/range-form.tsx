import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { DateRange } from '../../ui/date-range.tsx';
import { PRESETS, type Preset, presetRange, type Range, rangeProblem } from './presets.ts';

type Choice = Preset | 'custom';

/**
 * The range of a report: a preset (counted from the brand's `today`) or two days, checked by the
 * rule the server applies (at most 92 days, end not before start) before anything is sent. Applies
 * a preset at once; typed days apply with "Show report". `children` are more fields of the form
 * (the revenue report's grouping).
 */
export function RangeForm({
  today,
  value,
  onApply,
  children,
}: {
  today: string;
  value: Range;
  onApply(range: Range): void;
  children?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const [choice, setChoice] = useState<Choice>('last7');
  const [draft, setDraft] = useState<Range>(value);
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);

  // A preset follows the brand's day once a report has told it.
  useEffect(() => {
    if (choice === 'custom') return;
    const r = presetRange(choice, today);
    setDraft(r);
    if (r.from !== value.from || r.to !== value.to) onApply(r);
  }, [choice, today, value.from, value.to, onApply]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = rangeProblem(draft);
    setProblem(p);
    if (!p) onApply(draft);
  };

  return (
    <form className="report-form" onSubmit={submit} aria-label={t('reports.range.legend')}>
      <div className="field">
        <label htmlFor={`${id}-preset`}>{t('reports.range.preset')}</label>
        <select
          id={`${id}-preset`}
          value={choice}
          onChange={(e) => {
            setProblem(null);
            setChoice(e.target.value as Choice);
          }}
        >
          {PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`reports.range.${p}`)}
            </option>
          ))}
          <option value="custom">{t('reports.range.custom')}</option>
        </select>
      </div>
      <DateRange
        value={draft}
        onChange={(next) => {
          setChoice('custom');
          setProblem(null);
          setDraft(next);
        }}
      />
      {children}
      <button type="submit" className="btn primary">
        {t('reports.range.show')}
      </button>
      {problem ? (
        <p className="form-error" role="alert">
          {t(problem.key, problem.vars)}
        </p>
      ) : null}
      <p className="field-hint report-note">{t('reports.range.note', { today })}</p>
    </form>
  );
}
