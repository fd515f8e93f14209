import type { THousePlayed, THouseSession } from '@app/contracts/calls/house';
import {
  PAYOUT,
  pocketColour,
  type RouletteBet,
  type RouletteBetKind,
  tableLayouts,
} from '@app/contracts/house/roulette';
import { useMemo, useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { spinRoulette } from '../api/play-round.ts';
import { betKey, betName } from '../board-spots.ts';
import { money, prefersReducedMotion } from '../money.ts';
import { RouletteBoard } from './roulette-board.tsx';
import { RouletteWheel, wheelAngle } from './roulette-wheel.tsx';
import './roulette-table.css';

const LAYOUTS = tableLayouts();
const layout = (kind: RouletteBetKind, i = 0) => LAYOUTS.filter((l) => l.kind === kind)[i] ?? { kind, numbers: [] };

/** The European roulette table: chips, the board, the wheel and the spin. */
export function RouletteTable({
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
  const table = session.game.roulette ?? { chips: [100], minStake: 1, maxStake: 1, rtp: 36 / 37 };
  const [chip, setChip] = useState(table.chips[0] ?? 1);
  const [bets, setBets] = useState<Map<string, RouletteBet>>(new Map());
  const [pending, setPending] = useState(false);
  const [turning, setTurning] = useState(false);
  const [angle, setAngle] = useState(0);
  const [result, setResult] = useState<THousePlayed | null>(null);
  const waiting = useRef<THousePlayed | null>(null);
  const stake = useMemo(() => [...bets.values()].reduce((s, b) => s + b.amount, 0), [bets]);
  const busy = pending || turning;

  const place = (kind: RouletteBetKind, numbers: number[]) =>
    setBets((m) => {
      const next = new Map(m);
      const k = betKey(kind, numbers);
      const amount = (next.get(k)?.amount ?? 0) + chip;
      if (stake + chip > table.maxStake) return m;
      next.set(k, { kind, numbers, amount });
      return next;
    });
  const remove = (kind: RouletteBetKind, numbers: readonly number[]) =>
    setBets((m) => {
      const next = new Map(m);
      next.delete(betKey(kind, numbers));
      return next;
    });
  const betOn = (kind: RouletteBetKind, numbers: readonly number[]) => bets.get(betKey(kind, numbers))?.amount ?? 0;

  const finish = () => {
    const p = waiting.current;
    waiting.current = null;
    setTurning(false);
    if (p) {
      setResult(p);
      onPlayed(p);
    }
  };
  const spin = async () => {
    setPending(true);
    try {
      const played = await spinRoulette(session.session, [...bets.values()], clientSeed);
      waiting.current = played;
      setResult(null);
      if (prefersReducedMotion()) finish();
      else {
        setTurning(true);
        setAngle((a) => wheelAngle(a, played.round.roulette?.pocket ?? 0));
      }
    } catch (e) {
      onError(e);
    } finally {
      setPending(false);
    }
  };

  const colourName = (n: number) => t(`house_colour_${pocketColour(n)}` as TKey);
  const cellLabel = (target: string, kind: RouletteBetKind, numbers: readonly number[]) => {
    const amount = betOn(kind, numbers);
    return amount > 0 ? t('house_roulette_with_bet', { target, amount: money(amount) }) : target;
  };
  const outside: { kind: RouletteBetKind; i?: number; label: string }[] = [
    ...[0, 1, 2].map((i) => ({ kind: 'dozen' as const, i, label: t('house_bet_dozen', { n: i + 1 }) })),
    ...[0, 1, 2].map((i) => ({ kind: 'column' as const, i, label: t('house_bet_column', { n: i + 1 }) })),
    { kind: 'low', label: t('house_bet_low') },
    { kind: 'even', label: t('house_bet_even') },
    { kind: 'red', label: t('house_bet_red') },
    { kind: 'black', label: t('house_bet_black') },
    { kind: 'odd', label: t('house_bet_odd') },
    { kind: 'high', label: t('house_bet_high') },
  ];
  const pocket = result?.round.roulette?.pocket;
  const betLabel = (b: RouletteBet) => {
    const named = outside.find((o) => betKey(o.kind, layout(o.kind, o.i).numbers) === betKey(b.kind, b.numbers));
    return named?.label ?? betName(t, b.kind, b.numbers);
  };

  return (
    <section className="roulette" aria-label={session.game.name}>
      <div className="roulette__wheel">
        <RouletteWheel angle={angle} label={t('house_wheel')} onTurned={turning ? finish : undefined} />
        <div className="roulette__result" aria-live="polite">
          {result && pocket !== undefined && (
            <>
              <p>{t('house_roulette_result', { n: pocket, colour: colourName(pocket) })}</p>
              <p className={result.round.win > 0 ? 'slot__win' : 'slot__nowin'}>
                {result.round.win > 0 ? t('house_win', { amount: money(result.round.win) }) : t('house_no_win')}
              </p>
            </>
          )}
        </div>
      </div>
      <div className="roulette__play">
        <fieldset className="roulette__chips">
          <legend>{t('house_roulette_chip')}</legend>
          {table.chips.map((c) => (
            <label key={c} className="chip">
              <input type="radio" name="chip" value={c} checked={chip === c} onChange={() => setChip(c)} />
              <span>{money(c)}</span>
            </label>
          ))}
        </fieldset>
        <RouletteBoard
          busy={busy}
          pocket={turning ? undefined : result?.round.roulette?.pocket}
          betOn={betOn}
          place={place}
          label={cellLabel}
        />
        <fieldset className="board__outside">
          <legend className="visually-hidden">{t('house_roulette_outside')}</legend>
          {outside.map((o) => {
            const l = layout(o.kind, o.i);
            const amount = betOn(o.kind, l.numbers);
            return (
              <button
                key={betKey(o.kind, l.numbers)}
                type="button"
                className={`board__out is-${o.kind}`}
                aria-label={cellLabel(o.label, o.kind, l.numbers)}
                disabled={busy}
                onClick={() => place(o.kind, l.numbers)}
              >
                {o.label}
                {amount > 0 && <span className="board__chip" aria-hidden="true" />}
              </button>
            );
          })}
        </fieldset>
        <div className="roulette__bets">
          <h3>{t('house_roulette_bets')}</h3>
          {bets.size === 0 ? (
            <p className="roulette__hint">{t('house_roulette_none')}</p>
          ) : (
            <ul>
              {[...bets.values()].map((b) => (
                <li key={betKey(b.kind, b.numbers)}>
                  <span>{betLabel(b)}</span>
                  <span>{money(b.amount)}</span>
                  <span className="roulette__payout">{t('house_payout', { n: PAYOUT[b.kind] })}</span>
                  <button
                    type="button"
                    className="roulette__remove"
                    disabled={busy}
                    aria-label={t('house_roulette_remove', { bet: betLabel(b) })}
                    onClick={() => remove(b.kind, b.numbers)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="roulette__limits">
            {t('house_roulette_limits', { min: money(table.minStake), max: money(table.maxStake) })}
          </p>
        </div>
        <div className="slot__controls">
          <button
            type="button"
            className="house-secondary"
            disabled={busy || bets.size === 0}
            onClick={() => setBets(new Map())}
          >
            {t('house_roulette_clear')}
          </button>
          <p className="slot__total">
            <span>
              {t('house_total_bet')} <strong>{money(stake)}</strong>
            </span>
          </p>
          <button
            type="button"
            className="house-spin"
            disabled={busy || !canPlay || stake < table.minStake}
            onClick={() => void spin()}
          >
            {busy ? t('house_spinning') : t('house_spin')}
          </button>
        </div>
      </div>
    </section>
  );
}
