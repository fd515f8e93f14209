import { pocketColour, WHEEL_ORDER } from '@app/contracts/house/roulette';

const STEP = 360 / WHEEL_ORDER.length;
const R = 100;

function sector(i: number): string {
  const a0 = ((i * STEP - STEP / 2 - 90) * Math.PI) / 180;
  const a1 = ((i * STEP + STEP / 2 - 90) * Math.PI) / 180;
  const p = (a: number, r: number) => `${(R + r * Math.cos(a)).toFixed(2)} ${(R + r * Math.sin(a)).toFixed(2)}`;
  return `M${p(a0, 58)} L${p(a0, 96)} A96 96 0 0 1 ${p(a1, 96)} L${p(a1, 58)} A58 58 0 0 0 ${p(a0, 58)}Z`;
}

/** The wheel's angle that brings `pocket` under the pointer, turning forward from `from` by whole turns. */
export function wheelAngle(from: number, pocket: number, turns = 5): number {
  const index = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
  const target = -index * STEP;
  const base = from - (((from % 360) + 360) % 360) - turns * 360;
  return base + (((target % 360) + 360) % 360);
}

/** A European wheel drawn in SVG; `angle` turns it (CSS transition, none when motion is reduced). */
export function RouletteWheel({ angle, label, onTurned }: { angle: number; label: string; onTurned?: () => void }) {
  return (
    <svg className="wheel" viewBox="0 0 200 200" role="img" aria-label={label}>
      <circle cx={R} cy={R} r="99" className="wheel__rim" />
      <g className="wheel__turn" style={{ transform: `rotate(${angle}deg)` }} onTransitionEnd={onTurned}>
        {WHEEL_ORDER.map((n, i) => (
          <g key={n}>
            <path d={sector(i)} className={`wheel__pocket is-${pocketColour(n)}`} />
            <text
              x={R}
              y={R - 84}
              className="wheel__number"
              transform={`rotate(${i * STEP} ${R} ${R})`}
              textAnchor="middle"
              dominantBaseline="middle"
            >
              {n}
            </text>
          </g>
        ))}
        <circle cx={R} cy={R} r="58" className="wheel__hub" />
        <circle cx={R} cy={R} r="16" className="wheel__cap" />
      </g>
      <polygon points="100,18 93,2 107,2" className="wheel__pointer" />
      <circle cx={R} cy="26" r="5" className="wheel__ball" />
    </svg>
  );
}
