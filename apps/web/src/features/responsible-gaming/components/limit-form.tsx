import {
  RG_TIME_MAX_MINUTES,
  type TRgKind,
  type TRgLimit,
  type TRgPeriod,
  type TRgState,
} from '@app/contracts/calls/rg';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { boot } from '../../../lib/boot.ts';
import { McNotice, useErrorText } from '../../../ui/page-kit.tsx';
import { useConfirmLimit } from '../api/confirm-limit.ts';
import { storeRgState } from '../api/get-rg-state.ts';
import { useSetLimits } from '../api/set-limits.ts';
import { KIND_KEYS } from './labels.ts';
import { LimitPeriod } from './limit-period.tsx';
import { checkLimits, type LimitProblem, type LimitUnit, PERIODS } from './limit-rules.ts';

type Fields = Record<TRgPeriod, string>;

/** The fields as the limits in force fill them (an empty field: no limit). */
function fieldsOf(lines: TRgLimit[]): Fields {
  const amount = (p: TRgPeriod) => lines.find((l) => l.period === p)?.amount ?? null;
  return { day: String(amount('day') ?? ''), week: String(amount('week') ?? ''), month: String(amount('month') ?? '') };
}

/**
 * One kind of limit (deposit, loss, wager or play time): three fields saved together, and the raises
 * waiting. Money kinds take amounts; play time takes whole minutes.
 */
export function LimitForm({ kind, lines, hintId }: { kind: TRgKind; lines: TRgLimit[]; hintId: string }) {
  const t = useT();
  const errorText = useErrorText();
  const titleId = useId();
  const unitHintId = useId();
  const unit: LimitUnit = kind === 'time' ? 'minutes' : { minorUnits: boot.minorUnits };
  const save = useSetLimits();
  const decide = useConfirmLimit();
  const inForce = fieldsOf(lines);
  const signature = PERIODS.map((p) => inForce[p]).join('|');
  const [fields, setFields] = useState(inForce);
  const [edited, setEdited] = useState(false);
  const [seen, setSeen] = useState(signature);
  const [problems, setProblems] = useState<Partial<Record<TRgPeriod, LimitProblem>>>({});
  const [notice, setNotice] = useState<{ error?: string; success?: string }>({});
  // Limits changed elsewhere (a confirmed raise, staff lowering one) show unless the member is typing.
  if (signature !== seen) {
    setSeen(signature);
    if (!edited) setFields(inForce);
  }
  const busy = save.pending || decide.pending;

  const answered = (state: TRgState, success: TKey) => {
    storeRgState(state);
    setFields(fieldsOf(state.limits.filter((l) => l.kind === kind)));
    setEdited(false);
    setNotice({ success: t(success) });
  };

  const submit = async () => {
    setNotice({});
    const checked = checkLimits(fields, unit);
    setProblems(checked.problems);
    if (Object.keys(checked.problems).length > 0) return;
    try {
      const state = await save.run({ kind, ...checked.send });
      const waiting = state.limits.some((l) => l.kind === kind && l.pending);
      answered(state, waiting ? 'rg_saved_pending' : 'rg_saved');
    } catch (e) {
      setNotice({ error: errorText(e) });
    }
  };

  const onDecide = async (period: TRgPeriod, confirm: boolean) => {
    setNotice({});
    try {
      answered(await decide.run({ kind, period, confirm }), confirm ? 'rg_confirmed' : 'rg_cancelled');
    } catch (e) {
      setNotice({ error: errorText(e) });
    }
  };

  return (
    <form
      className="rg-kind"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h5 className="rg-kind__title" id={titleId}>
        {t(KIND_KEYS[kind])}
      </h5>
      {unit === 'minutes' ? (
        <p className="rg-muted" id={unitHintId}>
          {t('rg_time_hint', RG_TIME_MAX_MINUTES)}
        </p>
      ) : null}
      <div className="rg-periods">
        {PERIODS.map((period) => {
          const line = lines.find((l) => l.period === period);
          return line ? (
            <LimitPeriod
              key={period}
              line={line}
              unit={unit}
              value={fields[period]}
              onValue={(value) => {
                setFields((f) => ({ ...f, [period]: value }));
                setEdited(true);
                setProblems((p) => ({ ...p, [period]: undefined }));
              }}
              problem={problems[period]}
              hintId={unit === 'minutes' ? `${unitHintId} ${hintId}` : hintId}
              busy={busy}
              onDecide={(confirm) => void onDecide(period, confirm)}
            />
          ) : null;
        })}
      </div>
      <div className="mc-row">
        <button type="submit" className="mc-button mc-button--primary" disabled={busy}>
          {t('rg_save')}
        </button>
      </div>
      <McNotice error={notice.error} success={notice.success} />
    </form>
  );
}
