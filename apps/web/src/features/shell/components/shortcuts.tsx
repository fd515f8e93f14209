import { CS_TYPES, SERVICE_POPUP } from '@app/contracts/constants';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { useOpenMemberCentre } from '../../member-centre/index.ts';
import { useLiveReferral } from '../../promotions/api/get-live-referral.ts';
import { useSession } from '../../session/index.ts';
import { usePermission } from '../../system/api/get-permission.ts';
import { useSwitch } from '../../system/index.ts';
import { useVipService } from '../../vip/index.ts';
import { openServiceChannel, SHORTCUT_CHANNELS } from '../open-service.ts';
import { Icon } from './icons.tsx';

/**
 * The right bar's shortcuts (SPEC §2): promotions, invite (when the referral promotion is on or the
 * visitor is not signed in) and the customer-service channels the brand has.
 */
export function Shortcuts({ onDone }: { onDone?(): void }) {
  const t = useT();
  const navigate = useNavigate();
  const openCentre = useOpenMemberCentre();
  const { token } = useSession();
  const { data } = usePermission();
  const referralSwitch = useSwitch('PROMO_REFERRAL');
  // The referral promotion is on: the brand's switch, or a live referral promotion in its list.
  const liveReferral = useLiveReferral(!!token && !!data && !referralSwitch);
  const referral = referralSwitch || liveReferral;
  const entries = data?.customerService ?? [];
  // Above VIP level 4 the VIP service channel takes live chat's place (SPEC §4), when the brand has one.
  const vipMember = useVipService();
  const vip = vipMember && entries.some((e) => e.csType === CS_TYPES.VIP);
  const channels = SHORTCUT_CHANNELS.map((c) =>
    vip && c.csType === CS_TYPES.LIVE_CHAT ? { ...c, csType: CS_TYPES.VIP, label: 'vip_service' as const } : c,
  );
  const invite = () => {
    onDone?.();
    if (token) openCentre('referral');
    else void navigate('/register');
  };
  return (
    <ul className="shortcuts">
      <li>
        <Link to="/promotions" className="shortcuts__item" onClick={onDone}>
          <Icon name="promo" size={22} />
          <span>{t('nav_promotions')}</span>
        </Link>
      </li>
      {referral || !token ? (
        <li>
          <button type="button" className="shortcuts__item" onClick={invite}>
            <Icon name="invite" size={22} />
            <span>{t('shell_invite')}</span>
          </button>
        </li>
      ) : null}
      {channels
        .filter((c) => entries.some((e) => e.csType === c.csType))
        .map((c) => (
          <li key={c.csType}>
            <button
              type="button"
              className="shortcuts__item"
              onClick={() => void openServiceChannel(entries, c.csType, SERVICE_POPUP)}
            >
              <Icon name={c.icon} size={22} />
              <span>{t(c.label)}</span>
            </button>
          </li>
        ))}
    </ul>
  );
}

/** The fixed side bars: the right one with the shortcuts; the left one exists and stays empty (SPEC §2). */
export function SideBars() {
  const t = useT();
  return (
    <>
      <div className="side-bar side-bar--left" data-testid="left-bar" />
      <aside className="side-bar side-bar--right" aria-label={t('shell_shortcuts')}>
        <Shortcuts />
      </aside>
    </>
  );
}
