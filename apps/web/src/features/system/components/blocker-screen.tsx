import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { usePermission } from '../api/get-permission.ts';
import { openCustomerService } from '../customer-service.ts';
import './blocker-screen.css';

/** The full-page layout shared by the maintenance and region-block screens. */
export function BlockerScreen({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const t = useT();
  const { data } = usePermission();
  return (
    <main className="blocker" aria-labelledby="blocker-title">
      <div className="blocker__card">
        <div className="blocker__icon" aria-hidden="true">
          {icon}
        </div>
        <h1 id="blocker-title" className="blocker__title">
          {title}
        </h1>
        {children}
        <button
          type="button"
          className="blocker__service"
          onClick={() => void openCustomerService(data?.customerService ?? [])}
        >
          {t('in_customer_service')}
        </button>
      </div>
    </main>
  );
}
