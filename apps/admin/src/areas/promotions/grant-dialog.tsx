import * as calls from '@app/contracts/calls/backoffice-promotions';
import { useId, useMemo, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { amount } from './draft.ts';
import { newRequestId } from './shared.tsx';

type Field = 'username' | 'amount' | 'multiple' | 'title';

/**
 * Grants a member a bonus by hand: it waits in the member's reward centre with a wagering multiple.
 * One request id per opened dialog, so a repeated click grants once.
 */
export function GrantDialog({
  onClose,
  onDone,
}: {
  onClose(): void;
  onDone(rewardId: number, username: string): void;
}) {
  const t = useT();
  const id = useId();
  const requestId = useMemo(newRequestId, []);
  const [v, setV] = useState({ username: '', amount: '', multiple: '1', title: '' });
  const [bad, setBad] = useState<Partial<Record<Field, true>>>({});
  const grant = useStaffWrite(calls.grantBonus, { invalidates: [calls.grants, calls.rewardsList] });
  const check = (): Partial<Record<Field, true>> => {
    const out: Partial<Record<Field, true>> = {};
    const u = v.username.trim();
    if (u.length < 1 || u.length > 64) out.username = true;
    if (!(amount(v.amount) > 0)) out.amount = true;
    if (!/^\d{1,3}$/.test(v.multiple.trim()) || Number(v.multiple) > 100) out.multiple = true;
    const title = v.title.trim();
    if (title.length < 2 || title.length > 120) out.title = true;
    return out;
  };
  const field = (name: Field, label: string, invalid: string, mode?: 'decimal' | 'numeric', hint?: string) => (
    <div className={`field${bad[name] ? ' invalid' : ''}`}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={v[name]}
        inputMode={mode}
        aria-invalid={bad[name] ? true : undefined}
        aria-describedby={
          [hint ? `${id}-${name}-hint` : '', bad[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') ||
          undefined
        }
        onChange={(e) => {
          setV({ ...v, [name]: e.target.value });
          setBad(({ [name]: _, ...rest }) => rest);
        }}
      />
      {hint ? (
        <p className="field-hint" id={`${id}-${name}-hint`}>
          {hint}
        </p>
      ) : null}
      {bad[name] ? (
        <p className="field-error" id={`${id}-${name}-error`}>
          {invalid}
        </p>
      ) : null}
    </div>
  );
  return (
    <ReasonDialog
      open
      title={t('promotions.grant.title')}
      description={t('promotions.grant.description')}
      confirmLabel={t('promotions.grant.confirm')}
      error={grant.error}
      onClose={() => {
        grant.reset();
        onClose();
      }}
      onConfirm={async (reason) => {
        const found = check();
        setBad(found);
        if (Object.keys(found).length > 0) return false;
        const done = await grant.run({
          username: v.username.trim(),
          amount: v.amount.trim(),
          wageringMultiple: Number(v.multiple),
          promotionId: null,
          title: v.title.trim(),
          reason,
          requestId,
        });
        if (!done) return false;
        onDone(done.rewardId, v.username.trim());
        return true;
      }}
    >
      {field('username', t('promotions.col.username'), t('promotions.grant.usernameInvalid'))}
      {field('amount', t('promotions.col.amount'), t('promotions.grant.amountInvalid'), 'decimal')}
      {field(
        'multiple',
        t('promotions.wagering.multiple'),
        t('promotions.grant.multipleInvalid'),
        'numeric',
        t('promotions.wagering.multipleHint'),
      )}
      {field(
        'title',
        t('promotions.grant.memberTitle'),
        t('promotions.grant.titleInvalid'),
        undefined,
        t('promotions.grant.titleHint'),
      )}
    </ReasonDialog>
  );
}
