import * as calls from '@app/contracts/calls/backoffice-promotions';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { StaffImage } from '../../ui/staff-image.tsx';
import { amount } from './draft.ts';
import { formatMajor, When } from './shared.tsx';

export type ApplicationRow = z.infer<typeof calls.ZApplicationRow>;

/**
 * Reviews one application: its comment, images (fetched with the staff token) and contact; approve with
 * an amount up to the promotion's reward, or reject. The reason is kept in the audit log and, on a
 * rejection, shown to the member.
 */
export function ReviewDialog({
  application: a,
  onClose,
  onDone,
}: {
  application: ApplicationRow;
  onClose(): void;
  onDone(row: ApplicationRow): void;
}) {
  const t = useT();
  const id = useId();
  const [decision, setDecision] = useState<'approve' | 'reject'>('approve');
  const [value, setValue] = useState(String(a.maxAmount));
  const [bad, setBad] = useState(false);
  const review = useStaffWrite(calls.review, { invalidates: [calls.applications, calls.list] });
  return (
    <ReasonDialog
      open
      title={t('promotions.review.title', { user: a.username })}
      confirmLabel={t(`promotions.review.${decision}`)}
      error={review.error}
      onClose={() => {
        review.reset();
        onClose();
      }}
      onConfirm={async (reason) => {
        let sent: string | undefined;
        if (decision === 'approve') {
          const n = amount(value);
          if (!(n > 0 && n <= a.maxAmount)) {
            setBad(true);
            return false;
          }
          sent = value.trim();
        }
        const done = await review.run({ id: a.id, decision, reason, ...(sent ? { amount: sent } : {}) });
        if (!done) return false;
        onDone(done);
        return true;
      }}
    >
      <dl className="promo-facts">
        <dt>{t('promotions.col.promotion')}</dt>
        <dd>{a.promotionTitle}</dd>
        <dt>{t('promotions.col.submitted')}</dt>
        <dd>
          <When at={a.createdAt} />
        </dd>
        <dt>{t('promotions.col.comment')}</dt>
        <dd>{a.comment || t('promotions.none')}</dd>
        <dt>{t('promotions.col.contact')}</dt>
        <dd>{a.contact ? `${t(`promotions.contact.${a.contact.type}`)}: ${a.contact.id}` : t('promotions.none')}</dd>
        <dt>{t('promotions.col.images')}</dt>
        <dd>
          {a.images.length === 0 ? (
            t('promotions.none')
          ) : (
            <ul className="promo-images">
              {a.images.map((src, i) => (
                <li key={src}>
                  <StaffImage url={src} alt={t('promotions.review.image', { n: i + 1 })} />
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <fieldset className="field">
        <legend>{t('promotions.review.decision')}</legend>
        {(['approve', 'reject'] as const).map((d) => (
          <label key={d} className="promo-radio">
            <input type="radio" name={`${id}-decision`} checked={decision === d} onChange={() => setDecision(d)} />{' '}
            {t(`promotions.review.${d}`)}
          </label>
        ))}
      </fieldset>
      {decision === 'approve' ? (
        <div className={`field${bad ? ' invalid' : ''}`}>
          <label htmlFor={`${id}-amount`}>{t('promotions.review.amount')}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={value}
            aria-invalid={bad ? true : undefined}
            aria-describedby={`${id}-amount-hint${bad ? ` ${id}-amount-error` : ''}`}
            onChange={(e) => {
              setValue(e.target.value);
              setBad(false);
            }}
          />
          <p className="field-hint" id={`${id}-amount-hint`}>
            {t('promotions.review.amountHint', { max: formatMajor(a.maxAmount) })}
          </p>
          {bad ? (
            <p className="field-error" id={`${id}-amount-error`} role="alert">
              {t('promotions.review.amountInvalid', { max: formatMajor(a.maxAmount) })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="field-hint">{t('promotions.review.rejectHint')}</p>
      )}
    </ReasonDialog>
  );
}
