import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { formatMoney } from '../../../lib/money-format.ts';
import { Loading } from '../../../ui/empty.tsx';
import { McNotice, McTable, useErrorText } from '../../../ui/page-kit.tsx';
import { useJoinRaffle, useRaffle } from '../api/raffle.ts';
import { Countdown } from './countdown.tsx';
import { verifyRaffle } from './seed-check.ts';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { useFormatDate } from './time.ts';

/**
 * The raffle screen (SPEC §4): the draw countdown, the seed hash published before the draw (the seed
 * once drawn, checked here against the hash), my tickets of all, the join button, prizes and winners.
 */
export function RaffleScreen({ promotionId, signedIn }: { promotionId: number; signedIn: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  const f = useFormatDate();
  const { data, error } = useRaffle(promotionId);
  const join = useJoinRaffle();
  const [joinError, setJoinError] = useState<string | undefined>();
  const [check, setCheck] = useState<'ok' | 'seed' | 'bad' | undefined>();
  if (error && !data) return <McNotice error={errorText(error)} />;
  if (!data) return <Loading />;
  const open = data.status === 'open';
  return (
    <section className="pm-raffle" aria-labelledby="pm-raffle-title">
      <h2 id="pm-raffle-title" className="pm-panel__title">
        {t('pm_raffle_title')}
      </h2>
      {open ? (
        <Countdown at={data.drawAt} label={t('pm_raffle_draw_in')} />
      ) : (
        <p>{t('pm_raffle_drawn_at', { time: f.dateTime(data.drawAt) })}</p>
      )}
      <dl className="pm-facts">
        <div>
          <dt>{t('pm_raffle_my_tickets')}</dt>
          <dd>{t('pm_raffle_tickets_of', { mine: data.myTickets, total: data.totalTickets })}</dd>
        </div>
        <div>
          <dt>{t('pm_raffle_seed_hash')}</dt>
          <dd className="pm-mono">{data.seedHash}</dd>
        </div>
        {data.seed ? (
          <div>
            <dt>{t('pm_raffle_seed')}</dt>
            <dd className="pm-mono">{data.seed}</dd>
          </div>
        ) : null}
      </dl>
      {open ? (
        signedIn ? (
          data.joined ? (
            <p className="pm-joined" role="status">
              {t('pm_raffle_joined')}
            </p>
          ) : (
            <button
              type="button"
              className="pm-btn pm-btn--primary"
              disabled={join.pending}
              onClick={() => {
                setJoinError(undefined);
                join.run(promotionId).catch((e: unknown) => setJoinError(errorText(e)));
              }}
            >
              {t('pm_raffle_join')}
            </button>
          )
        ) : (
          <SignInPrompt textKey="pm_signin_raffle" />
        )
      ) : null}
      <McNotice error={joinError} />
      <h3 className="pm-panel__sub">{t('pm_raffle_prizes')}</h3>
      <ul className="pm-prizes">
        {data.prizes.map((p) => (
          <li key={p.rank}>{t('pm_raffle_prize', { rank: p.rank, amount: formatMoney(p.amount), count: p.count })}</li>
        ))}
      </ul>
      {data.status === 'drawn' ? (
        <>
          <h3 className="pm-panel__sub">{t('pm_raffle_winners')}</h3>
          {data.winners.length === 0 ? (
            <p>{t('pm_raffle_no_winners')}</p>
          ) : (
            <McTable label={t('pm_raffle_winners')}>
              <thead>
                <tr>
                  <th scope="col">{t('pm_raffle_rank')}</th>
                  <th scope="col">{t('pm_raffle_member')}</th>
                  <th scope="col">{t('pm_raffle_ticket')}</th>
                  <th scope="col">{t('pm_raffle_amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.winners.map((w) => (
                  <tr key={`${w.rank}-${w.ticket}`} className={w.mine ? 'pm-mine' : undefined}>
                    <td>{w.rank}</td>
                    <td>{w.mine ? t('pm_raffle_you', { name: w.username }) : w.username}</td>
                    <td>{w.ticket}</td>
                    <td>{formatMoney(w.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </McTable>
          )}
          {data.seed ? (
            <div className="pm-verify">
              <button
                type="button"
                className="pm-btn"
                onClick={() => {
                  void verifyRaffle({ ...data, seed: data.seed ?? '' }).then(setCheck, () => setCheck('bad'));
                }}
              >
                {t('pm_raffle_verify')}
              </button>
              {check ? (
                <p role="status" className={check === 'bad' ? 'pm-bad' : 'pm-ok'}>
                  {check === 'ok'
                    ? t('pm_raffle_verify_winners_ok')
                    : check === 'seed'
                      ? t('pm_raffle_verify_ok')
                      : t('pm_raffle_verify_bad')}
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
