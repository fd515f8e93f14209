import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { usePermission } from '../../system/api/get-permission.ts';
import { openCustomerService } from '../../system/index.ts';
import { useVipService } from '../../vip/index.ts';
import './join-us.css';

const STEPS: { title: TKey; text: TKey }[] = [
  { title: 'content_join_step_register', text: 'content_join_step_register_text' },
  { title: 'content_join_step_contact', text: 'content_join_step_contact_text' },
];

/**
 * The agent page's body (SPEC §2 /join). The agent programme (teams, commission, agent centre) is not
 * built yet, so the page promises none of it: two steps to register interest and the two ways to act.
 */
export function JoinUs() {
  const t = useT();
  const { data } = usePermission();
  const vip = useVipService();
  return (
    <div className="join">
      <h2 className="join__steps-title">{t('content_join_how')}</h2>
      <ol className="join__steps">
        {STEPS.map((s) => (
          <li key={s.title}>
            <h3>{t(s.title)}</h3>
            <p>{t(s.text)}</p>
          </li>
        ))}
      </ol>
      <div className="join__cta">
        <Link className="join__primary" to="/register">
          {t('content_join_register')}
        </Link>
        <button
          type="button"
          className="join__secondary"
          onClick={() => void openCustomerService(data?.customerService ?? [], { vip })}
        >
          {t('content_join_contact')}
        </button>
      </div>
    </div>
  );
}
