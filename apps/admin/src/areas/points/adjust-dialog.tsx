import * as calls from '@app/contracts/calls/backoffice-points';
import type { CallResponse } from '@app/contracts/define';
import { useId, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';

type Adjusted = CallResponse<typeof calls.adjust>;

/** Largest adjustment either way (the contract's bound). */
const MAX_POINTS = 100_000_000;
/** Fewest characters of a reason (the contract's ZReason). */
const MIN_REASON = 2;

/** A fresh id for one submission: a repeat of the same submission is applied once by the server. */
const newRequestId = () => crypto.randomUUID().replaceAll('-', '');

/** The points typed: a whole number other than 0 within the bound, or undefined. */
export function parsePoints(text: string): number | undefined {
  const s = text
    .trim()
    .replace(/^\u2212/, '-')
    .replace(/^\+/, '');
  if (!/^-?\d{1,9}$/.test(s)) return undefined;
  const n = Number(s);
  if (n === 0 || Math.abs(n) > MAX_POINTS) return undefined;
  return n;
}

/**
 * Adds points to a member (positive) or takes them (negative), with a reason (audited). The same
 * points and reason sent again keep their request id, so a repeated click is applied once; a changed
 * input gets a new one.
 */
export function AdjustDialog({
  username,
  onClose,
  onDone,
}: {
  username: string;
  onClose(): void;
  onDone(after: Adjusted): void;
}) {
  const t = useT();
  const id = useId();
  const write = useStaffWrite(calls.adjust, { invalidates: [calls.member] });
  const [amount, setAmount] = useState('');
  const [badAmount, setBadAmount] = useState(false);
  const [shortReason, setShortReason] = useState(false);
  const last = useRef<{ key: string; requestId: string } | null>(null);
  return (
    <ReasonDialog
      open
      title={t('points.member.adjustTitle', { username })}
      description={t('points.member.adjustNote')}
      confirmLabel={t('points.member.adjust')}
      error={write.error}
      onClose={() => {
        write.reset();
        onClose();
      }}
      onConfirm={async (reason) => {
        const points = parsePoints(amount);
        const short = reason.length < MIN_REASON;
        setBadAmount(points === undefined);
        setShortReason(short);
        if (points === undefined || short) return false;
        const key = JSON.stringify([points, reason]);
        if (last.current?.key !== key) last.current = { key, requestId: newRequestId() };
        const done = await write.run({ username, points, reason, requestId: last.current.requestId });
        if (!done) return false;
        onDone(done);
        return true;
      }}
    >
      <div className={`field${badAmount ? ' invalid' : ''}`}>
        <label htmlFor={`${id}-points`}>{t('points.member.amount')}</label>
        <input
          id={`${id}-points`}
          value={amount}
          inputMode="numeric"
          autoComplete="off"
          required
          aria-invalid={badAmount ? true : undefined}
          aria-describedby={`${id}-points-hint${badAmount ? ` ${id}-points-error` : ''}`}
          onChange={(e) => {
            setAmount(e.target.value);
            setBadAmount(false);
          }}
        />
        <p className="field-hint" id={`${id}-points-hint`}>
          {t('points.member.amountHint')}
        </p>
        {badAmount ? (
          <p className="field-error" id={`${id}-points-error`} role="alert">
            {t('points.member.amountInvalid')}
          </p>
        ) : null}
      </div>
      {shortReason ? (
        <p className="form-error" role="alert">
          {t('points.member.reasonShort')}
        </p>
      ) : null}
    </ReasonDialog>
  );
}
