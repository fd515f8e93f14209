import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { usePermission } from '../../system/api/get-permission.ts';
import { openCustomerService } from '../../system/index.ts';
import './join-us.css';

const BENEFITS: { mark: string; title: TKey; text: TKey }[] = [
  { mark: '%', title: 'content_join_commission', text: 'content_join_commission_text' },
  { mark: '7', title: 'content_join_weekly', text: 'content_join_weekly_text' },
  { mark: '▲', title: 'content_join_reports', text: 'content_join_reports_text' },
  { mark: '★', title: 'content_join_support', text: 'content_join_support_text' },
];
const STEPS: { title: TKey; text: TKey }[] = [
  { title: 'content_join_step_register', text: 'content_join_step_register_text' },
  { title: 'content_join_step_share', text: 'content_join_step_share_text' },
  { title: 'content_join_step_earn', text: 'content_join_step_earn_text' },
];

/** The agent recruitment page's body (SPEC §2 /join): benefits, three steps and a call to register. */
export function JoinUs() {
  const t = useT();
  const { data } = usePermission();
  return (
    <div className="join">
      <ul className="join__benefits">
        {BENEFITS.map((b) => (
          <li key={b.title} className="join__benefit">
            <span className="join__mark" aria-hidden="true">
              {b.mark}
            </span>
            <h2>{t(b.title)}</h2>
            <p>{t(b.text)}</p>
          </li>
        ))}
      </ul>
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
          onClick={() => void openCustomerService(data?.customerService ?? [])}
        >
          {t('content_join_contact')}
        </button>
      </div>
    </div>
  );
}
