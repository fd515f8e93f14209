import { useT } from '../../i18n/i18n.tsx';
import { useFormatTime } from '../../lib/format-time.ts';
import { Empty, Loading } from '../../ui/empty.tsx';
import { Money } from '../../ui/money.tsx';
import { McPage, McSection, McTable } from '../../ui/page-kit.tsx';
import type { MemberCentrePageProps } from '../member-centre/index.ts';
import { useRank } from './api/get-rank.ts';
import { ProgressLine } from './components/progress-line.tsx';
import { VipBadge } from './components/vip-badge.tsx';
import './vip.css';

/**
 * playerRank (SPEC §2, opened from the header's rank link): the member's VIP level with its badge,
 * progress over the rolling period towards the next level's two thresholds, and every level with its
 * thresholds and rewards (docs/decisions/1520-vip.md).
 */
export default function PlayerRankPage({ open }: Partial<MemberCentrePageProps>) {
  const t = useT();
  const time = useFormatTime();
  const { data: d, error } = useRank();
  return (
    <McPage titleKey="vip_page_title">
      {!d && !error ? <Loading /> : null}
      {error ? <Empty>{t('vip_unavailable')}</Empty> : null}
      {d ? (
        <>
          <McSection title={t('vip_my_level')} id="vip-mine">
            <div className="vip-me">
              <VipBadge level={d.level} label={t('vip_badge', { level: d.level, name: d.name })} size={96} />
              <div className="vip-me__text">
                <p className="vip-me__level" data-testid="vip-level">
                  {t('vip_level_name', { level: d.level, name: d.name })}
                </p>
                {d.highest > d.level ? <p className="vip-me__note">{t('vip_highest', { level: d.highest })}</p> : null}
                <p className="vip-me__note">{t('vip_rolling', { days: d.rollingDays })}</p>
                <p className="vip-me__note">
                  {t('vip_next_check')}{' '}
                  <time dateTime={new Date(d.nextCheckAt).toISOString()}>
                    {time(new Date(d.nextCheckAt).toISOString())}
                  </time>
                </p>
              </div>
            </div>
            {d.progress.next ? (
              <div className="vip-next">
                <h3 className="vip-next__title">
                  {t('vip_to_next', { level: d.progress.next.level, name: d.progress.next.name })}
                </h3>
                <ProgressLine
                  label={t('vip_valid_bet')}
                  have={d.progress.validBet}
                  need={d.progress.next.minValidBet}
                  percent={d.progress.next.validBetPercent}
                />
                <ProgressLine
                  label={t('vip_deposits')}
                  have={d.progress.deposit}
                  need={d.progress.next.minDeposit}
                  percent={d.progress.next.depositPercent}
                />
              </div>
            ) : (
              <p className="vip-next__top">{t('vip_top_level')}</p>
            )}
          </McSection>
          <McSection title={t('vip_levels')} id="vip-levels">
            {d.levels.length === 0 ? <Empty>{t('vip_no_levels')}</Empty> : null}
            {d.levels.length > 0 ? (
              <McTable label={t('vip_levels')}>
                <thead>
                  <tr>
                    <th scope="col">{t('vip_col_level')}</th>
                    <th scope="col" className="mc-num">
                      {t('vip_valid_bet')}
                    </th>
                    <th scope="col" className="mc-num">
                      {t('vip_deposits')}
                    </th>
                    <th scope="col" className="mc-num">
                      {t('vip_col_upgrade')}
                    </th>
                    <th scope="col" className="mc-num">
                      {t('vip_col_monthly')}
                    </th>
                    <th scope="col">{t('vip_col_perks')}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.levels.map((l) => (
                    <tr key={l.level} aria-current={l.level === d.level ? 'true' : undefined}>
                      <th scope="row" className="vip-row__level">
                        <VipBadge level={l.level} label="" size={28} />
                        <span>{t('vip_level_name', { level: l.level, name: l.name })}</span>
                      </th>
                      <td className="mc-num">
                        <Money amount={l.minValidBet} />
                      </td>
                      <td className="mc-num">
                        <Money amount={l.minDeposit} />
                      </td>
                      <td className="mc-num">{l.upgradeBonus > 0 ? <Money amount={l.upgradeBonus} /> : '–'}</td>
                      <td className="mc-num">{l.monthlyBonus > 0 ? <Money amount={l.monthlyBonus} /> : '–'}</td>
                      <td>
                        {[
                          l.wageringMultiple > 0 ? t('vip_wagering', { times: l.wageringMultiple }) : null,
                          l.vipService ? t('vip_service') : null,
                        ]
                          .filter(Boolean)
                          .join(' · ') || '–'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </McTable>
            ) : null}
            <p className="vip-rules">{t('vip_rules', { days: d.rollingDays })}</p>
            {open ? (
              <button type="button" className="mc-button" onClick={() => open('rewardCenter')}>
                {t('vip_open_rewards')}
              </button>
            ) : null}
          </McSection>
        </>
      ) : null}
    </McPage>
  );
}
