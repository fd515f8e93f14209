import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { openAuthDialog } from '../../auth/index.ts';
import { useMemberCentreLink } from '../../member-centre/index.ts';
import { useSession } from '../../session/index.ts';
import { HeaderBalance } from '../../wallet/index.ts';

/**
 * The phone header's account corner, as betting sites put it: signed out, Log in and Register;
 * signed in, the balance and Deposit. The rest of the account area is in the menu.
 */
export function PhoneAccount() {
  const t = useT();
  const { token } = useSession();
  const centre = useMemberCentreLink();
  if (!token) {
    return (
      <div className="phone-account">
        <button
          type="button"
          className="phone-account__button phone-account__button--primary"
          onClick={() => openAuthDialog({ kind: 'login' })}
        >
          {t('auth_login')}
        </button>
        <button type="button" className="phone-account__button" onClick={() => openAuthDialog({ kind: 'register' })}>
          {t('auth_register')}
        </button>
      </div>
    );
  }
  return (
    <div className="phone-account">
      <HeaderBalance />
      <Link {...centre('depositv2')} className="phone-account__button phone-account__button--primary">
        {t('wl_deposit_button')}
      </Link>
    </div>
  );
}
