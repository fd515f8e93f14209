import type { THouseRound } from '@app/contracts/calls/house';
import { pocketColour } from '@app/contracts/house/roulette';
import { LANGUAGE_TAGS } from '@app/contracts/languages';
import { useI18n, useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { money } from '../money.ts';

/** Where the verify page recomputes a round from its revealed seeds. */
export function verifyHref(nodeId: string, r: Pick<THouseRound, 'serverSeed' | 'clientSeed' | 'nonce'>): string {
  const q = new URLSearchParams({ game: nodeId, server: r.serverSeed, client: r.clientSeed, nonce: String(r.nonce) });
  return `/house/verify?${q}`;
}

/** The player's latest rounds of this game, each with its seeds and a link to verify it. */
export function RoundHistory({ rounds, nodeId }: { rounds: THouseRound[]; nodeId: string }) {
  const t = useT();
  const { lang } = useI18n();
  if (rounds.length === 0) return <p className="house__muted">{t('house_history_empty')}</p>;
  return (
    <div className="house__history">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('house_col_time')}</th>
            <th scope="col">{t('house_col_stake')}</th>
            <th scope="col">{t('house_col_win')}</th>
            <th scope="col">{t('house_col_result')}</th>
            <th scope="col">{t('house_col_seeds')}</th>
          </tr>
        </thead>
        <tbody>
          {rounds.slice(0, 10).map((r) => (
            <tr key={r.id}>
              <td>
                <time dateTime={new Date(r.playedAt).toISOString()}>
                  {new Date(r.playedAt).toLocaleTimeString(LANGUAGE_TAGS[lang])}
                </time>
              </td>
              <td>{money(r.stake)}</td>
              <td className={r.win > 0 ? 'house__won' : undefined}>{money(r.win)}</td>
              <td>
                {r.roulette
                  ? `${r.roulette.pocket} ${t(`house_colour_${pocketColour(r.roulette.pocket)}` as TKey)}`
                  : (r.slot?.stops.join(' · ') ?? '')}
              </td>
              <td className="house__seedcell">
                <span>
                  {t('house_server_seed')} <code>{r.serverSeed}</code>
                </span>
                <span>
                  {t('house_client_seed')} <code>{r.clientSeed}</code> · {t('house_nonce')} <code>{r.nonce}</code>
                </span>
                <a href={verifyHref(nodeId, r)} target="_blank" rel="noopener">
                  {t('house_verify_round', { id: r.id })}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
