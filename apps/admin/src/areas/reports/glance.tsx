import './reports.css';
import * as reports from '@app/contracts/calls/backoffice-reports';
import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { Amount } from './amount.tsx';

/** Roles that may see today at a glance (the server's policy for backofficeReports.glance). */
export const GLANCE_ROLES: readonly StaffRole[] = ['owner', 'admin', 'finance', 'read-only'];

/**
 * Today at a glance, for the home page: the brand's day so far (GGR, deposits credited, withdrawals
 * paid, new members, active players). Mount it for GLANCE_ROLES only; it shows nothing on an error.
 * No chart code: it stays out of the report pages' chunk.
 */
export function TodayGlance() {
  const t = useT();
  const q = useStaffCall(reports.glance, {});
  const g = q.data;
  if (q.error || !g) return null;
  const m = g.minorUnits;
  const figures = [
    { key: 'ggr', label: t('reports.glance.ggr'), value: <Amount value={g.ggr} minorUnits={m} /> },
    {
      key: 'deposits',
      label: t('reports.glance.deposits'),
      value: <Amount value={g.deposits.sum} minorUnits={m} />,
      sub: t('reports.glance.orders', { count: g.deposits.count }),
    },
    {
      key: 'withdrawals',
      label: t('reports.glance.withdrawals'),
      value: <Amount value={g.withdrawals.sum} minorUnits={m} />,
      sub: t('reports.glance.orders', { count: g.withdrawals.count }),
    },
    { key: 'new', label: t('reports.glance.newMembers'), value: g.newMembers.toLocaleString('en-US') },
    { key: 'active', label: t('reports.glance.activePlayers'), value: g.activePlayers.toLocaleString('en-US') },
  ];
  return (
    <section className="glance" aria-labelledby="glance-title">
      <h2 id="glance-title">{t('reports.glance.title')}</h2>
      <p className="field-hint">
        {t('reports.glance.day', { day: g.day })} · {g.currency}
      </p>
      <dl className="glance-figures">
        {figures.map((f) => (
          <div key={f.key} className="glance-figure">
            <dt>{f.label}</dt>
            <dd>
              <span className="glance-value">{f.value}</span>
              {f.sub ? <span className="glance-sub">{f.sub}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
