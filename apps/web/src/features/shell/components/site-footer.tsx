import { CHAT_WINDOW, CS_TYPES } from '@app/contracts/constants';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { boot } from '../../../lib/boot.ts';
import { useHelpCenter } from '../../content/api/get-help.ts';
import { usePermission } from '../../system/api/get-permission.ts';
import { useImageUrl, useSwitch } from '../../system/index.ts';
import { useVipService } from '../../vip/index.ts';
import { openServiceChannel } from '../open-service.ts';
import { useAfterLoad } from '../use-after-load.ts';
import { Icon } from './icons.tsx';
import { LICENCE_NAMES } from './licence-names.ts';
import './site-footer.css';

/**
 * The footer (SPEC §1, §2): the help menu from the help centre, a customer-service link that opens a
 * 440x500 chat window, licence badges, the 18+ statement, the sealed-details and live-chat claims, copyright.
 */
export function SiteFooter() {
  const t = useT();
  // The footer is below the fold: its help menu loads after the page, not in competition with it.
  const { data: help } = useHelpCenter({ enabled: useAfterLoad() });
  const { data: permission } = usePermission();
  const download = useSwitch('CONTENT_DOWNLOAD');
  const join = useSwitch('CONTENT_JOIN');
  const img = useImageUrl();
  const licences = (permission?.brand.licences ?? []).filter((l) => l in LICENCE_NAMES);
  // Above VIP level 4 the VIP service channel replaces live chat (SPEC §4), when the brand has one.
  const vipMember = useVipService();
  const vip = vipMember && (permission?.customerService ?? []).some((e) => e.csType === CS_TYPES.VIP);
  const chatType = vip ? CS_TYPES.VIP : CS_TYPES.LIVE_CHAT;
  const hasChat = (permission?.customerService ?? []).some((e) => e.csType === chatType);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__menus" aria-label={t('shell_footer_nav')}>
          {/* A brand without help articles yet shows no empty heading. */}
          {help && help.length > 0 ? (
            <div>
              <h2 className="site-footer__heading">{t('in_help_center')}</h2>
              <ul className="site-footer__links">
                {help.map((item) => (
                  <li key={item.tag}>
                    <Link to={`/help#${item.tag}`}>{item.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div>
            <h2 className="site-footer__heading">{t('shell_footer_site')}</h2>
            <ul className="site-footer__links">
              <li>
                <Link to="/noticePage">{t('nav_notices')}</Link>
              </li>
              <li>
                <Link to="/promotions">{t('nav_promotions')}</Link>
              </li>
              {download ? (
                <li>
                  <Link to="/down">{t('nav_down')}</Link>
                </li>
              ) : null}
              {join ? (
                <li>
                  <Link to="/join">{t('nav_join')}</Link>
                </li>
              ) : null}
              {hasChat ? (
                <li>
                  <button
                    type="button"
                    className="site-footer__link-button"
                    onClick={() => void openServiceChannel(permission?.customerService ?? [], chatType, CHAT_WINDOW)}
                  >
                    {vip ? t('vip_service') : t('in_customer_service')}
                  </button>
                </li>
              ) : null}
            </ul>
          </div>
          <div className="site-footer__promises">
            <h2 className="site-footer__heading">{t('shell_footer_trust')}</h2>
            <p className="site-footer__promise">
              <Icon name="lock" size={22} />
              <span>{t('shell_claim_encryption')}</span>
            </p>
            <p className="site-footer__promise">
              <Icon name="chat" size={22} />
              <span>{t('shell_claim_service')}</span>
            </p>
            <p className="site-footer__promise">
              <span className="site-footer__age" aria-hidden="true">
                {'18+'}
              </span>
              <span>{t('shell_claim_age')}</span>
            </p>
          </div>
        </nav>
        {licences.length ? (
          <ul className="site-footer__licences" aria-label={t('shell_licence_title')}>
            {licences.map((code) => (
              <li key={code}>
                <img src={img(`/art/licence/${code}.svg`)} alt="" width={120} height={48} loading="lazy" />
                <span>{t(LICENCE_NAMES[code] ?? 'shell_licence')}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="site-footer__copyright">
          {t('shell_copyright', { year: new Date().getFullYear(), brand: boot.name })}
        </p>
      </div>
    </footer>
  );
}
