import type { THousePlayed, THouseSession } from '@app/contracts/calls/house';
import { SLOT_ROWS, type SlotConfig, slotGrid } from '@app/contracts/house/slot';
import { useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { spinSlot } from '../api/play-round.ts';
import { money, prefersReducedMotion } from '../money.ts';
import { SymbolGlyph } from './symbol-glyph.tsx';
import './slot-machine.css';

const FILLER = 10;
/** Longer than the slowest reel's animation (700 ms + 4 x 180 ms). */
const LAND_FALLBACK_MS = 2_000;

interface Spin {
  id: number;
  played: THousePlayed;
  grid: number[][];
}

/** The reels, the bet and the spin button of a house slot; the outcome comes from the server. */
export function SlotMachine({
  session,
  clientSeed,
  canPlay,
  onPlayed,
  onError,
}: {
  session: THouseSession;
  clientSeed: string;
  canPlay: boolean;
  onPlayed: (p: THousePlayed) => void;
  onError: (e: unknown) => void;
}) {
  const t = useT();
  const config = session.game.slot as SlotConfig;
  const [betIndex, setBetIndex] = useState(0);
  const [pending, setPending] = useState(false);
  const [spin, setSpin] = useState<Spin | null>(null);
  const [landed, setLanded] = useState(true);
  const lineBet = config.lineBets[betIndex] ?? config.lineBets[0] ?? 1;
  const grid =
    spin?.grid ??
    slotGrid(
      config,
      config.reels.map(() => 0),
    );
  const name = (sym: number) => t(`house_sym_${config.symbols[sym]?.glyph ?? 'star'}` as TKey);

  // Lands once per spin: at the last reel's animation end, or by a timer when no animation runs.
  const landedId = useRef(0);
  const land = (s: Spin) => {
    if (landedId.current === s.id) return;
    landedId.current = s.id;
    setLanded(true);
    onPlayed(s.played);
  };
  const play = async () => {
    setPending(true);
    try {
      const played = await spinSlot(session.session, lineBet, clientSeed);
      const next = { id: (spin?.id ?? 0) + 1, played, grid: slotGrid(config, played.round.slot?.stops ?? []) };
      setSpin(next);
      if (prefersReducedMotion()) land(next);
      else {
        setLanded(false);
        setTimeout(() => land(next), LAND_FALLBACK_MS);
      }
    } catch (e) {
      onError(e);
    } finally {
      setPending(false);
    }
  };

  const wins = landed ? (spin?.played.round.slot?.wins ?? []) : [];
  const winCells = new Set(
    wins.flatMap((w) => (config.lines[w.line] ?? []).slice(0, w.count).map((row, reel) => `${reel}:${row}`)),
  );
  const win = spin?.played.round.win ?? 0;
  const busy = pending || !landed;

  return (
    <section className="slot" aria-label={session.game.name}>
      <div className="slot__window">
        <ul className="slot__reels" aria-label={t('house_reels')}>
          {grid.map((column, reel) => {
            const stop = spin?.played.round.slot?.stops[reel] ?? 0;
            const strip = config.reels[reel] ?? [];
            const filler = Array.from(
              { length: FILLER + reel * 3 },
              (_, k) => strip[(stop + SLOT_ROWS + k) % strip.length] ?? 0,
            );
            const spinning = !landed && spin !== null;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: reels are fixed positions
                key={reel}
                className="slot__reel"
                aria-label={t('house_window', { reel: reel + 1, symbols: column.map(name).join(', ') })}
              >
                <div
                  key={spin?.id ?? 0}
                  className={`slot__strip${spinning ? ' slot__strip--spinning' : ''}`}
                  style={
                    spinning
                      ? ({
                          '--reel-from': `-${(filler.length / (SLOT_ROWS + filler.length)) * 100}%`,
                          animationDuration: `${700 + reel * 180}ms`,
                        } as React.CSSProperties)
                      : undefined
                  }
                  onAnimationEnd={reel === grid.length - 1 && spin ? () => land(spin) : undefined}
                  aria-hidden="true"
                >
                  {[...column, ...(spinning ? filler : [])].map((sym, row) => (
                    <div
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed positions
                      key={row}
                      className={`slot__cell${row < SLOT_ROWS && winCells.has(`${reel}:${row}`) ? ' is-win' : ''}`}
                    >
                      <SymbolGlyph glyph={config.symbols[sym]?.glyph ?? 'star'} />
                    </div>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
        {wins.length > 0 && (
          <svg className="slot__lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
            {wins.map((w) => (
              <polyline
                key={w.line}
                points={(config.lines[w.line] ?? [])
                  .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
                  .join(' ')}
              />
            ))}
          </svg>
        )}
      </div>
      <div className="slot__result" aria-live="polite">
        {landed && spin && (
          <>
            <p className={win > 0 ? 'slot__win' : 'slot__nowin'}>
              {win > 0 ? t('house_win', { amount: money(win) }) : t('house_no_win')}
            </p>
            {wins.length > 0 && (
              <ul className="slot__win-lines">
                {wins.map((w) => (
                  <li key={w.line}>
                    {t('house_line_win', {
                      line: w.line + 1,
                      count: w.count,
                      symbol: name(w.symbol),
                      amount: money(w.pay * (spin.played.round.slot?.lineBet ?? lineBet)),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <div className="slot__controls">
        <div className="slot__bet">
          <span className="slot__label" id="slot-line-bet">
            {t('house_line_bet')}
          </span>
          <button
            type="button"
            className="house-step"
            aria-label={t('house_bet_down')}
            disabled={busy || betIndex === 0}
            onClick={() => setBetIndex((i) => Math.max(0, i - 1))}
          >
            <span aria-hidden="true">{'\u2212'}</span>
          </button>
          <output className="slot__amount" aria-labelledby="slot-line-bet">
            {money(lineBet)}
          </output>
          <button
            type="button"
            className="house-step"
            aria-label={t('house_bet_up')}
            disabled={busy || betIndex >= config.lineBets.length - 1}
            onClick={() => setBetIndex((i) => Math.min(config.lineBets.length - 1, i + 1))}
          >
            <span aria-hidden="true">{'+'}</span>
          </button>
        </div>
        <p className="slot__total">
          <span>{t('house_lines', { n: config.lines.length })}</span>
          <span>
            {t('house_total_bet')} <strong>{money(lineBet * config.lines.length)}</strong>
          </span>
        </p>
        <button type="button" className="house-spin" disabled={busy || !canPlay} onClick={() => void play()}>
          {busy ? t('house_spinning') : t('house_spin')}
        </button>
      </div>
    </section>
  );
}
