import { useT } from '../../i18n/i18n.tsx';
import { openMemberCentre } from '../member-centre/open-member-centre.ts';
import { useSession } from '../session/session.tsx';
import { HeaderBalance } from '../wallet/header-balance.tsx';
import '../wallet/account-bar.css';

/**
 * The header's account area. Stand-in until the accounts work lands (sign-in, register, avatar,
 * nickname, logout): for a signed-in player it shows the wallet's part of the logged-in bar, the
 * balance and the deposit, withdraw and my-account buttons that open the member centre (SPEC §2).
 */
export function AccountArea() {
  const t = useT();
  const { token } = useSession();
  if (!token) return null;
  return (
    <div className="account-area">
      <HeaderBalance />
      <button
        type="button"
        className="account-area__button account-area__button--primary"
        onClick={() => openMemberCentre('depositv2')}
      >
        {t('wl_deposit_button')}
      </button>
      <button type="button" className="account-area__button" onClick={() => openMemberCentre('withdraw')}>
        {t('wl_withdraw_button')}
      </button>
      <button type="button" className="account-area__button" onClick={() => openMemberCentre('securityCenter')}>
        {t('wl_my_account')}
      </button>
    </div>
  );
}
