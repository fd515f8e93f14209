import { Suspense } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useAgentCentreLink } from '../agent-centre/index.ts';
import { useMemberCentreLink } from '../member-centre/index.ts';
import { useUnreadCount } from '../messages/index.ts';
import { useRewardsCount } from '../rewards/api/get-rewards.ts';
import { useHeaderLoginStyle } from '../system/index.ts';
import { HeaderBalance } from '../wallet/index.ts';
import { openAuthDialog } from './auth-dialogs.ts';
import { useMember } from './use-member.ts';
import '../wallet/account-bar.css';
import './account-area.css';
import { lazyScreen } from '../../lib/lazy-page.ts';

const HeaderLogin = lazyScreen(() => import('./header-login.tsx'));

/**
 * The header's account area (SPEC §2 logged-in header bar). Signed out: login and register buttons, or
 * the inline login form where the spot has room for it (`inlineLogin`, the desktop header) and the
 * brand chose it (headerLogin 'inline'); the form's code loads only then.
 * Signed in: avatar, nickname with the unclaimed-count badge, the rank link (playerRank with a member
 * label, otherwise securityCenter), the wallet's balance and deposit/withdraw/my-account buttons, the
 * agent button for agent accounts, and logout (with a confirmation). The member-centre entries are
 * links to its addresses. In the phone menu (`inPhoneMenu`) what the phone header already shows (log
 * in and register; the balance and deposit) is left out.
 */
export function AccountArea({
  inlineLogin = false,
  inPhoneMenu = false,
}: {
  inlineLogin?: boolean;
  inPhoneMenu?: boolean;
}) {
  const t = useT();
  const centre = useMemberCentreLink();
  const agentCentre = useAgentCentreLink();
  const { token, member, isAgent } = useMember();
  // What is really waiting: rewards to claim and unread messages (the member info's counts are not live).
  const signedIn = !!token && !!member && !member.trial;
  const rewardsWaiting = useRewardsCount(signedIn).data?.unclaimed ?? 0;
  const unreadMessages = useUnreadCount(signedIn).data?.count ?? 0;
  const inline = useHeaderLoginStyle() === 'inline' && inlineLogin;
  if (!token && inPhoneMenu) return null;
  if (!token && inline) {
    return (
      <Suspense fallback={null}>
        <HeaderLogin />
      </Suspense>
    );
  }
  if (!token) {
    return (
      <div className="account-area">
        <button
          type="button"
          className="account-area__button account-area__button--primary"
          onClick={() => openAuthDialog({ kind: 'login' })}
        >
          {t('auth_login')}
        </button>
        <button type="button" className="account-area__button" onClick={() => openAuthDialog({ kind: 'register' })}>
          {t('auth_register')}
        </button>
      </div>
    );
  }
  const name = member ? member.nickname || member.account : '';
  const unclaimed = signedIn ? rewardsWaiting + unreadMessages : 0;
  const rankPage = member && member.memberLabel.length > 0 ? 'playerRank' : 'securityCenter';
  return (
    <div className="account-area">
      <Link {...centre(rankPage)} className="account-area__member">
        {member ? <img className="account-area__avatar" src={member.avatar} alt="" width={32} height={32} /> : null}
        <span className="account-area__name">{name}</span>
        {member?.clubLabel ? <span className="account-area__rank">{member.clubLabel.labelName}</span> : null}
        {unclaimed > 0 ? (
          <span className="account-area__badge">
            <span aria-hidden="true">{unclaimed}</span>
            <span className="visually-hidden">{t('ms_badge_waiting', { count: unclaimed })}</span>
          </span>
        ) : null}
        <span className="visually-hidden">{t('auth_rank_link')}</span>
      </Link>
      {inPhoneMenu ? null : (
        <>
          <HeaderBalance />
          <Link {...centre('depositv2')} className="account-area__button account-area__button--primary">
            {t('wl_deposit_button')}
          </Link>
        </>
      )}
      <Link {...centre('withdraw')} className="account-area__button">
        {t('wl_withdraw_button')}
      </Link>
      <Link {...centre('securityCenter')} className="account-area__button">
        {t('wl_my_account')}
      </Link>
      {isAgent ? (
        <Link {...agentCentre()} className="account-area__button">
          {t('auth_agent_centre')}
        </Link>
      ) : null}
      <button type="button" className="account-area__button" onClick={() => openAuthDialog({ kind: 'logout' })}>
        {t('auth_logout')}
      </button>
    </div>
  );
}
