import { pocketColour, type RouletteBetKind } from '@app/contracts/house/roulette';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { useMedia } from '../../../lib/use-media.ts';
import {
  boardStops,
  type Direction,
  INSIDE_KINDS,
  type InsideKind,
  moveFrom,
  pickCandidates,
  pickNumber,
  type Stop,
  stopName,
} from '../board-spots.ts';

/** The phone layout turns the board upright (numbers 1-2-3 across, rows down the screen). */
export const UPRIGHT_QUERY = '(max-width: 640px)';
const STOPS = boardStops();
const KEYS: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/**
 * The inside bets: the numbers and the spots on the lines between them (splits, corners, streets at
 * the row ends, six lines). One tab stop; the arrow keys move between numbers and spots. A bet-type
 * picker offers the same bets by tapping numbers, for screens where the spots are too small to hit.
 */
export function RouletteBoard({
  busy,
  pocket,
  betOn,
  place,
  label,
}: {
  busy: boolean;
  pocket: number | undefined;
  betOn: (kind: RouletteBetKind, numbers: readonly number[]) => number;
  place: (kind: RouletteBetKind, numbers: number[]) => void;
  label: (target: string, kind: RouletteBetKind, numbers: readonly number[]) => string;
}) {
  const t = useT();
  const upright = useMedia(UPRIGHT_QUERY);
  const [kind, setKind] = useState<InsideKind>('straight');
  const [picked, setPicked] = useState<number[]>([]);
  const [current, setCurrent] = useState('straight:1');
  const [lit, setLit] = useState<readonly number[]>([]);
  // On the upright board the spots are too small to tap: only the numbers take part (and the picker).
  const reachable = useMemo(() => (upright ? STOPS.filter((s) => s.kind === 'straight') : STOPS), [upright]);
  const active = reachable.some((s) => s.key === current) ? current : 'straight:1';
  const candidates = pickCandidates(kind, picked);
  const kindName = t(`house_kind_${kind}` as TKey);

  const tapNumber = (n: number) => {
    const r = pickNumber(kind, picked, n);
    if (r.place) place(kind, r.place);
    setPicked(r.picked);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const dir = KEYS[e.key];
    const from = reachable.find((s) => s.key === active);
    if (!dir || !from) return;
    e.preventDefault();
    const to = moveFrom(reachable, from, dir, upright);
    if (!to) return;
    setCurrent(to.key);
    e.currentTarget.querySelector<HTMLButtonElement>(`[data-stop="${to.key}"]`)?.focus();
  };
  const stopButton = (s: Stop) => {
    const n = s.numbers[0] ?? 0;
    const isNumber = s.kind === 'straight';
    const amount = betOn(s.kind, s.numbers);
    const name = stopName(t, s);
    const classes = isNumber
      ? [
          'board__num',
          `is-${pocketColour(n)}`,
          n === 0 && 'is-zero',
          pocket === n && 'is-hit',
          (lit.includes(n) || picked.includes(n)) && 'is-lit',
          candidates.has(n) && 'is-candidate',
        ]
      : ['board__spot', s.gx % 2 === 1 && 'is-across', s.gy % 2 === 1 && 'is-down', amount > 0 && 'has-bet'];
    const light = isNumber
      ? {}
      : {
          onPointerEnter: () => setLit(s.numbers),
          onPointerLeave: () => setLit([]),
          onFocus: () => {
            setCurrent(s.key);
            setLit(s.numbers);
          },
          onBlur: () => setLit([]),
        };
    return (
      <button
        key={s.key}
        type="button"
        data-stop={s.key}
        className={classes.filter(Boolean).join(' ')}
        style={{ '--gx': s.gx, '--gy': s.gy, '--c': s.gx / 2, '--t': s.gy / 2 } as React.CSSProperties}
        aria-label={label(name, s.kind, s.numbers)}
        tabIndex={s.key === active ? 0 : -1}
        disabled={busy}
        onFocus={() => setCurrent(s.key)}
        onClick={() => (isNumber ? tapNumber(n) : place(s.kind, s.numbers))}
        {...light}
      >
        {isNumber && n}
        {amount > 0 && <span className="board__chip" aria-hidden="true" />}
      </button>
    );
  };

  return (
    <>
      <fieldset className="board__kinds">
        <legend>{t('house_pick_legend')}</legend>
        {INSIDE_KINDS.map((k) => (
          <label key={k} className="chip">
            <input
              type="radio"
              name="bet-kind"
              value={k}
              checked={kind === k}
              onChange={() => {
                setKind(k);
                setPicked([]);
              }}
            />
            <span>{t(`house_kind_${k}` as TKey)}</span>
          </label>
        ))}
      </fieldset>
      <p className="roulette__hint" aria-live="polite">
        {kind === 'straight'
          ? t('house_pick_straight')
          : picked.length === 0
            ? t('house_pick_start', { kind: kindName })
            : t('house_pick_more', { kind: kindName, numbers: picked.join(', ') })}
      </p>
      <fieldset className="board">
        <legend className="visually-hidden">{t('house_roulette_board')}</legend>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys of the buttons inside (roving focus) */}
        <div className="board__grid" onKeyDown={onKeyDown}>
          {STOPS.map(stopButton)}
        </div>
      </fieldset>
      <p className="roulette__hint board__keys">{t('house_board_keys')}</p>
    </>
  );
}
