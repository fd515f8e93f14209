import type { detail } from '@app/contracts/calls/promotions';
import type { CallResponse } from '@app/contracts/define';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { formatMoney } from '../../../lib/money-format.ts';
import { useMemberCentreLink } from '../../member-centre/index.ts';
import { ApplyForm } from './apply-form.tsx';
import { EnvelopeScreen } from './envelope-screen.tsx';
import { STATE_KEYS } from './labels.ts';
import { RaffleScreen } from './raffle-screen.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

type Detail = CallResponse<typeof detail>;

/** The application the member sent: its state, and staff's reason when rejected. */
function ApplicationStatus({ application: a }: { application: NonNullable<Detail['application']> }) {
  const t = useT();
  return (
    <div className={`pm-application pm-application--${a.status}`} role="status">
      <p className="pm-application__state">{t('pm_apply_state', { state: t(STATE_KEYS[a.status]) })}</p>
      {a.status === 'rejected' && a.reason ? <p>{t('pm_apply_reason', { reason: a.reason })}</p> : null}
      {a.status === 'issued' && a.amount !== null ? (
        <p>{t('pm_apply_issued', { amount: formatMoney(a.amount) })}</p>
      ) : null}
    </div>
  );
}

/**
 * What the reader can do with a promotion, by kind and state: deposit with the offer chosen, apply,
 * join the raffle, open a red envelope, see rebates in the reward centre, or invite friends.
 */
export function PromotionAction({ promotion: p, signedIn }: { promotion: Detail; signedIn: boolean }) {
  const t = useT();
  const centre = useMemberCentreLink();
  if (p.state === 'coming_soon') return <p className="pm-note">{t('pm_action_coming_soon')}</p>;
  if (p.kind === 'raffle') return <RaffleScreen promotionId={p.id} signedIn={signedIn} />;
  if (p.kind === 'envelope') return <EnvelopeScreen promotionId={p.id} signedIn={signedIn} />;
  if (p.state === 'closed') return <p className="pm-note">{t('pm_action_closed')}</p>;
  if (!signedIn) {
    return <SignInPrompt textKey={p.kind === 'referral' ? 'pm_signin_referral' : 'pm_signin_take_part'} />;
  }
  const ineligible =
    !p.eligible && p.ineligibleReason ? (
      <p className="pm-note" role="note">
        {p.ineligibleReason}
      </p>
    ) : null;
  const rewards = centre('rewardCenter');
  switch (p.rules.kind) {
    case 'deposit':
    case 'first_deposit': {
      const deposit = centre('depositv2');
      return (
        <div className="pm-action">
          {ineligible}
          {p.eligible ? (
            <Link className="pm-btn pm-btn--primary" to={`${deposit.to}?promotionId=${p.id}`} state={deposit.state}>
              {t('pm_action_deposit')}
            </Link>
          ) : null}
        </div>
      );
    }
    case 'application': {
      const rules = p.rules;
      const a = p.application;
      return (
        <div className="pm-action">
          {a ? <ApplicationStatus application={a} /> : null}
          {ineligible}
          {p.eligible && a?.status !== 'applying' ? (
            <ApplyForm
              promotionId={p.id}
              maxImages={rules.maxImages}
              needsContact={rules.needsContact}
              onApplied={() => undefined}
            />
          ) : null}
        </div>
      );
    }
    case 'rebate':
    case 'cashback':
      return (
        <div className="pm-action">
          <p>{t(p.rules.kind === 'rebate' ? 'pm_action_rebate' : 'pm_action_cashback')}</p>
          <Link className="pm-btn" {...rewards}>
            {t('pm_action_reward_centre')}
          </Link>
        </div>
      );
    case 'referral': {
      const invite = centre('referral');
      return (
        <div className="pm-action">
          <p>{t('pm_action_referral')}</p>
          <Link className="pm-btn pm-btn--primary" {...invite}>
            {t('pm_action_invite')}
          </Link>
        </div>
      );
    }
    default:
      return null;
  }
}
