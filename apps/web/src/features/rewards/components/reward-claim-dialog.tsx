import type { TReward } from '@app/contracts/calls/promotions';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { formatMoney } from '../../../lib/money-format.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { McNotice, useErrorText, useRequestId } from '../../../ui/page-kit.tsx';
import { useClaimReward } from '../api/claim-reward.ts';
import { reloadAfterClaim } from '../api/get-rewards.ts';
import '../rewards.css';

type ContactType = 'zalo' | 'whatsapp';

/** What a claim gave: cash in the wallet, or a bonus to wager. */
export type ClaimOutcome = { kind: 'cash'; amount: number } | { kind: 'bonus'; amount: number; multiple: number };

/**
 * Claims one reward: says first what it becomes (cash now, or a bonus with its wagering), asks for a
 * Zalo or WhatsApp ID when the reward needs one (SPEC §5), then shows what was paid or granted.
 */
export function RewardClaimDialog({
  reward,
  onClose,
  onBonusDetails,
}: {
  reward: TReward;
  onClose(): void;
  onBonusDetails(): void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const claim = useClaimReward();
  const rid = useRequestId();
  const [contactType, setContactType] = useState<ContactType>('zalo');
  const [contactId, setContactId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<ClaimOutcome | undefined>();
  const amount = formatMoney(reward.amount);

  const submit = async () => {
    setError(undefined);
    try {
      const res = await claim.run({
        rewardId: reward.id,
        contact: reward.needsContact ? { type: contactType, id: contactId.trim() } : null,
        requestId: rid.current(),
      });
      rid.renew();
      setOutcome(
        res.bonusGrantId !== null
          ? { kind: 'bonus', amount: res.reward.amount, multiple: res.reward.wageringMultiple }
          : { kind: 'cash', amount: res.cash },
      );
    } catch (e) {
      setError(errorText(e));
    } finally {
      reloadAfterClaim();
    }
  };

  if (outcome) {
    return (
      <Dialog title={t('rw_claim_done_title')} onClose={onClose}>
        <p role="status" className="rw-outcome">
          {outcome.kind === 'cash'
            ? t('rw_claim_done_cash', { amount: formatMoney(outcome.amount) })
            : t('rw_claim_done_bonus', { amount: formatMoney(outcome.amount), multiple: outcome.multiple })}
        </p>
        {outcome.kind === 'bonus' ? (
          <div className="mc-row">
            <button type="button" className="mc-button mc-button--primary" onClick={onBonusDetails}>
              {t('rw_see_bonus')}
            </button>
          </div>
        ) : null}
      </Dialog>
    );
  }

  return (
    <Dialog title={t('rw_claim_title', { title: reward.title })} onClose={onClose}>
      <form
        className="mc-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>
          {reward.wageringMultiple > 0
            ? t('rw_claim_explain_bonus', { amount, multiple: reward.wageringMultiple })
            : t('rw_claim_explain_cash', { amount })}
        </p>
        {reward.needsContact ? (
          <>
            <fieldset className="mc-field rw-contact">
              <legend>{t('rw_contact_type')}</legend>
              {(['zalo', 'whatsapp'] as const).map((type) => (
                <label key={type} className="rw-radio">
                  <input
                    type="radio"
                    name="rw-contact-type"
                    value={type}
                    checked={contactType === type}
                    onChange={() => setContactType(type)}
                  />
                  <span>{t(type === 'zalo' ? 'rw_contact_zalo' : 'rw_contact_whatsapp')}</span>
                </label>
              ))}
            </fieldset>
            <div className="mc-field">
              <label htmlFor="rw-contact-id">
                {t(contactType === 'zalo' ? 'rw_contact_zalo_id' : 'rw_contact_whatsapp_id')}
              </label>
              <input
                id="rw-contact-id"
                value={contactId}
                onChange={(e) => setContactId(e.target.value)}
                required
                minLength={5}
                maxLength={32}
                pattern="\+?[0-9A-Za-z._\-]{5,32}"
                autoComplete="off"
                aria-describedby="rw-contact-hint"
              />
              <span className="mc-field__hint" id="rw-contact-hint">
                {t('rw_contact_hint')}
              </span>
            </div>
          </>
        ) : null}
        <McNotice error={error} />
        <div className="mc-row">
          <button type="submit" className="mc-button mc-button--primary" disabled={claim.pending}>
            {t('rw_claim_confirm', { amount })}
          </button>
          <button type="button" className="mc-button" onClick={onClose}>
            {t('rw_cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
