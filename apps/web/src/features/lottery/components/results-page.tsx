import { LOTTERY_GAME_CODES } from '@app/contracts/lottery/types';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { Empty, Loading } from '../../../ui/empty.tsx';
import { McTable, useErrorText } from '../../../ui/page-kit.tsx';
import { useLotteryLobby, useLotteryResults } from '../api.ts';
import { verifyHref } from '../links.ts';
import { Balls } from './balls.tsx';
import { LotteryLinks } from './lottery-links.tsx';
import { ResultTable } from './result-table.tsx';
import { TrendsPanel } from './trends-panel.tsx';
import '../lottery.css';

/** A lottery's last 100 draws (result, verify link) and its trends; a picker of the lotteries. */
export function ResultsPage({ gameCode, onGame }: { gameCode: string; onGame(code: string): void }) {
  const t = useT();
  const errorText = useErrorText();
  const lobby = useLotteryLobby();
  const code = gameCode || lobby.data?.[0]?.gameCode || LOTTERY_GAME_CODES[0];
  const { data, error, loading } = useLotteryResults(code);
  // Vietnam and SEA results have many prizes: the latest is shown whole, as a table.
  const latest = data?.find((d) => d.result);
  return (
    <section className="lott-page">
      <h1 className="lott-page__title">{t('lottery_results')}</h1>
      <LotteryLinks gameCode={code} />
      <label className="lott-stake">
        <span>{t('lottery_choose_lottery')}</span>
        <select value={code} onChange={(e) => onGame(e.target.value)}>
          {(lobby.data ?? []).map((l) => (
            <option key={l.gameCode} value={l.gameCode}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <TrendsPanel gameCode={code} />
      {latest?.result && (latest.result.groups.length > 1 || latest.result.groups[0]?.key.includes(':')) ? (
        <section aria-labelledby="lott-latest-title">
          <h2 id="lott-latest-title">{t('lottery_last_result', { drawNo: latest.drawNo })}</h2>
          <ResultTable draw={latest} />
        </section>
      ) : null}
      {loading ? <Loading /> : null}
      {error ? <p role="alert">{errorText(error)}</p> : null}
      {!loading && !error && (data ?? []).length === 0 ? <Empty>{t('lottery_no_results')}</Empty> : null}
      {data && data.length > 0 ? (
        <McTable label={t('lottery_results')}>
          <thead>
            <tr>
              <th scope="col">{t('lottery_col_draw')}</th>
              <th scope="col">{t('lottery_col_result')}</th>
              <th scope="col">{t('lottery_verify')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.drawNo}>
                <td>{d.drawNo}</td>
                <td>{d.status === 'void' ? t('lottery_status_void') : <Balls draw={d} small />}</td>
                <td>
                  {d.seed ? (
                    <Link to={verifyHref(d.gameCode, d.drawNo)}>
                      {t('lottery_verify')}
                      <span className="visually-hidden"> {d.drawNo}</span>
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </McTable>
      ) : null}
    </section>
  );
}
