import type { TOddsRow } from '@app/contracts/calls/backoffice-lottery';
import * as calls from '@app/contracts/calls/backoffice-lottery';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { formatOdds, usePlayName } from './shared.tsx';

const ODDS = /^\d{1,6}(\.\d{1,4})?$/;
/** "1.98" -> 19800 basis points, or null when not a positive number with at most four decimals. */
export const oddsInput = (text: string): number | null => {
  const v = text.trim();
  if (!ODDS.test(v)) return null;
  const bp = Math.round(Number(v) * 10_000);
  return bp > 0 ? bp : null;
};

/** Edits a play type's odds (one figure or one per option) as multipliers, with a reason. */
export function OddsDialog({
  gameCode,
  row,
  onClose,
  onSaved,
}: {
  gameCode: calls.TLotterySettings['gameCode'];
  row: TOddsRow;
  onClose(): void;
  onSaved(): void;
}) {
  const t = useT();
  const id = useId();
  const playName = usePlayName();
  const save = useStaffWrite(calls.oddsUpdate, { invalidates: [calls.odds, calls.lotteries] });
  const current = row.brandOdds ?? row.defaultOdds;
  const keys = typeof current === 'number' ? [''] : Object.keys(current);
  const oddsAt = (k: string) => (typeof current === 'number' ? current : (current[k] ?? 0));
  const [texts, setTexts] = useState<Record<string, string>>(
    Object.fromEntries(keys.map((k) => [k, formatOdds(oddsAt(k))])),
  );
  const [bad, setBad] = useState<Record<string, boolean>>({});
  const send = async (odds: TOddsRow['brandOdds'], reason: string) => {
    const done = await save.run({ gameCode, odds: { [row.playType]: odds }, reason });
    if (!done) return false;
    onSaved();
    return true;
  };
  return (
    <ReasonDialog
      open
      title={t('lottery.odds.title', { play: playName(row.playType) })}
      description={t('lottery.odds.lead')}
      confirmLabel={t('lottery.odds.save')}
      error={save.error}
      onClose={() => {
        save.reset();
        onClose();
      }}
      onConfirm={async (reason) => {
        const parsed = Object.fromEntries(keys.map((k) => [k, oddsInput(texts[k] ?? '')]));
        const wrong = Object.fromEntries(keys.map((k) => [k, parsed[k] === null]));
        setBad(wrong);
        if (Object.values(wrong).some(Boolean)) return false;
        const odds = typeof current === 'number' ? (parsed[''] as number) : (parsed as Record<string, number>);
        return send(odds, reason);
      }}
    >
      {keys.map((k) => (
        <div key={k} className={`field${bad[k] ? ' invalid' : ''}`}>
          <label htmlFor={`${id}-${k}`}>
            {k === '' ? t('lottery.odds.single') : t('lottery.odds.option', { option: k })}
          </label>
          <input
            id={`${id}-${k}`}
            inputMode="decimal"
            value={texts[k] ?? ''}
            aria-invalid={bad[k] ? true : undefined}
            aria-describedby={bad[k] ? `${id}-${k}-error` : undefined}
            onChange={(e) => setTexts((s) => ({ ...s, [k]: e.target.value }))}
          />
          {bad[k] ? (
            <p className="field-error" id={`${id}-${k}-error`} role="alert">
              {t('lottery.odds.invalid')}
            </p>
          ) : null}
        </div>
      ))}
    </ReasonDialog>
  );
}
