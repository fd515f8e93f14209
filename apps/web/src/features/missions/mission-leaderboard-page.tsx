import type { TBoard, TMission, TMissionReward } from '@app/contracts/calls/missions';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import type { TKey } from '../../i18n/keys.ts';
import { Empty, Loading } from '../../ui/empty.tsx';
import { Money } from '../../ui/money.tsx';
import { McNotice, McPage, McSection, McTable, useErrorText } from '../../ui/page-kit.tsx';
import type { MemberCentrePageProps } from '../member-centre/index.ts';
import { reloadAfterMissionClaim, useClaimMission, useLeaderboards, useMissions } from './api/missions.ts';
import './missions.css';

const CADENCE: Record<string, TKey> = { daily: 'mi_daily', weekly: 'mi_weekly', monthly: 'mi_monthly' };
const METRIC: Record<string, TKey> = { validBet: 'mi_metric_valid_bet', win: 'mi_metric_win' };

function Reward({ reward }: { reward: TMissionReward }) {
  const t = useT();
  if (reward.kind === 'points') return <span>{t('mi_reward_points', { points: reward.amount })}</span>;
  return (
    <span>
      <Money amount={reward.amount} /> {t(reward.kind === 'bonus' ? 'mi_reward_bonus' : 'mi_reward_cash')}
    </span>
  );
}

function MissionCard({ m, onClaim, busy }: { m: TMission; onClaim(): void; busy: boolean }) {
  const t = useT();
  const money = m.kind === 'deposit' || m.kind === 'bet';
  return (
    <li className="mi-card" data-testid={`mission-${m.id}`}>
      <div className="mi-card__head">
        <h3 className="mi-card__title">{m.title}</h3>
        <span className="mi-card__tag">{t(CADENCE[m.cadence] ?? 'mi_daily')}</span>
      </div>
      <div
        className="mi-bar"
        role="progressbar"
        aria-label={m.title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={m.percent}
      >
        <div className="mi-bar__fill" style={{ width: `${m.percent}%` }} />
      </div>
      <div className="mi-card__foot">
        <span className="mi-card__nums">
          {money ? (
            <>
              <Money amount={m.progress} /> / <Money amount={m.target} />
            </>
          ) : (
            t('mi_count_of', { have: m.progress, need: m.target })
          )}
        </span>
        <span className="mi-card__reward">
          <Reward reward={m.reward} />
        </span>
        {m.status === 'claimed' ? (
          <span className="mi-card__done">{t('mi_claimed')}</span>
        ) : (
          <button
            type="button"
            className="mc-button"
            disabled={m.status !== 'completed' || busy}
            onClick={onClaim}
            aria-label={t('mi_claim_named', { title: m.title })}
          >
            {t('mi_claim')}
          </button>
        )}
      </div>
    </li>
  );
}

function BoardSection({ b }: { b: TBoard }) {
  const t = useT();
  return (
    <McSection title={b.title} id={`board-${b.id}`}>
      <p className="mi-board__meta">
        {t(METRIC[b.metric] ?? 'mi_metric_valid_bet')} · {t(CADENCE[b.cadence] ?? 'mi_daily')} ·{' '}
        {b.mine.rank ? t('mi_my_rank', { rank: b.mine.rank }) : t('mi_not_ranked')} ·{' '}
        <span>
          {t('mi_my_score')} <Money amount={b.mine.score} />
        </span>
      </p>
      {b.top.length === 0 ? (
        <Empty>{t('mi_board_empty')}</Empty>
      ) : (
        <McTable label={t('mi_standings_of', { title: b.title })}>
          <thead>
            <tr>
              <th scope="col">{t('mi_col_rank')}</th>
              <th scope="col">{t('mi_col_player')}</th>
              <th scope="col" className="mc-num">
                {t('mi_col_score')}
              </th>
            </tr>
          </thead>
          <tbody>
            {b.top.map((r) => (
              <tr key={r.rank} aria-current={r.me ? 'true' : undefined} className={r.me ? 'mi-row--me' : undefined}>
                <td>{r.rank}</td>
                <td>{r.name}</td>
                <td className="mc-num">
                  <Money amount={r.score} />
                </td>
              </tr>
            ))}
          </tbody>
        </McTable>
      )}
      {b.prizes.length > 0 ? (
        <ul className="mi-prizes" aria-label={t('mi_prizes')}>
          {b.prizes.map((p) => (
            <li key={p.fromRank}>
              {p.fromRank === p.toRank
                ? t('mi_prize_rank', { rank: p.fromRank })
                : t('mi_prize_ranks', { from: p.fromRank, to: p.toRank })}{' '}
              <Reward reward={p} />
            </li>
          ))}
        </ul>
      ) : null}
    </McSection>
  );
}

/**
 * missionLeaderboard (SPEC §2): the live daily and weekly missions with progress bars and Claim
 * buttons, the current leaderboards with the member's place, and past winners
 * (docs/decisions/1530-missions.md).
 */
export default function MissionLeaderboardPage(_: Partial<MemberCentrePageProps>) {
  const t = useT();
  const missions = useMissions();
  const boards = useLeaderboards();
  const claim = useClaimMission();
  const errorText = useErrorText();
  const [notice, setNotice] = useState<{ error?: string; success?: string }>({});

  async function onClaim(m: TMission) {
    setNotice({});
    try {
      await claim.run({ missionId: m.id });
      setNotice({ success: t('mi_claimed_notice', { title: m.title }) });
    } catch (e) {
      setNotice({ error: errorText(e) });
    } finally {
      reloadAfterMissionClaim();
    }
  }

  return (
    <McPage titleKey="mi_page_title">
      <McNotice error={notice.error} success={notice.success} />
      <McSection title={t('mi_missions')} id="missions">
        {!missions.data && !missions.error ? <Loading /> : null}
        {missions.error ? <Empty>{t('mi_unavailable')}</Empty> : null}
        {missions.data && missions.data.missions.length === 0 ? <Empty>{t('mi_no_missions')}</Empty> : null}
        {missions.data && missions.data.missions.length > 0 ? (
          <ul className="mi-list">
            {missions.data.missions.map((m) => (
              <MissionCard key={m.id} m={m} busy={claim.pending} onClaim={() => void onClaim(m)} />
            ))}
          </ul>
        ) : null}
      </McSection>
      {!boards.data && !boards.error ? <Loading /> : null}
      {boards.data?.boards.map((b) => (
        <BoardSection key={b.id} b={b} />
      ))}
      {boards.data ? (
        <McSection title={t('mi_winners')} id="winners">
          {boards.data.winners.length === 0 ? (
            <Empty>{t('mi_no_winners')}</Empty>
          ) : (
            <McTable label={t('mi_winners_table')}>
              <thead>
                <tr>
                  <th scope="col">{t('mi_col_board')}</th>
                  <th scope="col">{t('mi_col_rank')}</th>
                  <th scope="col">{t('mi_col_player')}</th>
                  <th scope="col">{t('mi_col_prize')}</th>
                </tr>
              </thead>
              <tbody>
                {boards.data.winners.map((w) => (
                  <tr key={`${w.boardId}-${w.period}-${w.rank}`}>
                    <td>
                      {w.title} <span className="mi-period">{w.period}</span>
                    </td>
                    <td>{w.rank}</td>
                    <td>{w.name}</td>
                    <td>
                      <Reward reward={w.prize} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </McTable>
          )}
        </McSection>
      ) : null}
    </McPage>
  );
}
