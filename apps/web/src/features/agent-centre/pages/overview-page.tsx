import type { TTeamPeriod } from '@app/contracts/calls/agents';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { formatAmount } from '../../../lib/money-format.ts';
import { Loading } from '../../../ui/empty.tsx';
import { Money } from '../../../ui/money.tsx';
import { McNotice, McPage, McSection, useErrorText } from '../../../ui/page-kit.tsx';
import { useTeamOverview } from '../api/get-team-overview.ts';
import { BarChart } from '../components/bar-chart.tsx';
import { count, signed } from '../components/figures.tsx';

type Metric = 'validBet' | 'profitLoss' | 'depositAmount' | 'withdrawAmount' | 'newMembers' | 'activeMembers';
const METRICS: { key: Metric; label: TKey; money: boolean }[] = [
  { key: 'validBet', label: 'ac_valid_bet', money: true },
  { key: 'profitLoss', label: 'ac_profit_loss', money: true },
  { key: 'depositAmount', label: 'ac_deposits', money: true },
  { key: 'withdrawAmount', label: 'ac_withdrawals', money: true },
  { key: 'newMembers', label: 'ac_new_members', money: false },
  { key: 'activeMembers', label: 'ac_active_members', money: false },
];

/** One period's figures as a card. */
function PeriodCard({ id, title, p }: { id: string; title: string; p: TTeamPeriod }) {
  const t = useT();
  const pl = signed(p.profitLoss);
  return (
    <section className="ac-card" aria-labelledby={id}>
      <h4 id={id} className="ac-card__title">
        {title}
      </h4>
      <dl className="mc-kv">
        <dt>{t('ac_new_members')}</dt>
        <dd>{count(p.newMembers)}</dd>
        <dt>{t('ac_active_members')}</dt>
        <dd>{count(p.activeMembers)}</dd>
        <dt>{t('ac_deposits')}</dt>
        <dd>
          <Money amount={p.depositAmount} />
          <span className="ac-muted">{` (${t('ac_deposit_count', { count: p.depositCount })})`}</span>
        </dd>
        <dt>{t('ac_withdrawals')}</dt>
        <dd>
          <Money amount={p.withdrawAmount} />
        </dd>
        <dt>{t('ac_valid_bet')}</dt>
        <dd>
          <Money amount={p.validBet} />
        </dd>
        <dt>{t('ac_profit_loss')}</dt>
        <dd className={pl.className}>{pl.text}</dd>
      </dl>
    </section>
  );
}

/** agentTeamOverview: team size, today, yesterday and this month, and a chart of the last 30 days. */
export default function OverviewPage() {
  const t = useT();
  const errorText = useErrorText();
  const { data, error, loading } = useTeamOverview();
  const [metric, setMetric] = useState<Metric>('validBet');
  const chosen = METRICS.find((m) => m.key === metric) ?? METRICS[0];
  return (
    <McPage titleKey="ac_team_overview">
      {error ? <McNotice error={errorText(error)} /> : null}
      {data ? (
        <>
          <dl className="ac-stats">
            <div>
              <dt>{t('ac_team_size')}</dt>
              <dd>{count(data.teamSize)}</dd>
            </div>
            <div>
              <dt>{t('ac_direct_members')}</dt>
              <dd>{count(data.directMembers)}</dd>
            </div>
            <div>
              <dt>{t('ac_direct_agents')}</dt>
              <dd>{count(data.directAgents)}</dd>
            </div>
          </dl>
          <div className="ac-cards">
            <PeriodCard id="ac-ov-today" title={t('ac_today')} p={data.today} />
            <PeriodCard id="ac-ov-yesterday" title={t('ac_yesterday')} p={data.yesterday} />
            <PeriodCard id="ac-ov-month" title={t('ac_this_month')} p={data.month} />
          </div>
          <McSection title={t('ac_last_30_days')} id="ac-ov-chart">
            <div className="mc-field ac-chart-pick">
              <label htmlFor="ac-ov-metric">{t('ac_chart_figure')}</label>
              <select
                id="ac-ov-metric"
                value={metric}
                onChange={(e) => setMetric(METRICS.find((m) => m.key === e.target.value)?.key ?? 'validBet')}
              >
                {METRICS.map((m) => (
                  <option key={m.key} value={m.key}>
                    {t(m.label)}
                  </option>
                ))}
              </select>
            </div>
            {chosen ? (
              <BarChart
                label={t('ac_chart_label', { figure: t(chosen.label) })}
                points={data.days.map((d) => ({ key: d.date, value: d[chosen.key] }))}
                format={chosen.money ? formatAmount : count}
              />
            ) : null}
          </McSection>
        </>
      ) : loading ? (
        <Loading />
      ) : null}
    </McPage>
  );
}
