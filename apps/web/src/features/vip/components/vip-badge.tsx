/**
 * A VIP level's badge, drawn here for any level (no artwork files): a shield in the level's colour
 * whose rim gains a point every level, a ring, the level number and up to seven stars beneath.
 */

/** The level's colour, from the symbol tokens (bronze, silver, gold, platinum, diamond, crown, royal...). */
const COLOURS = [
  'var(--sym-teal)',
  'var(--sym-orange)',
  'var(--sym-light)',
  'var(--sym-gold)',
  'var(--sym-teal)',
  'var(--sym-blue)',
  'var(--sym-purple)',
  'var(--sym-red)',
  'var(--sym-pink)',
] as const;

export const badgeColour = (level: number) => COLOURS[level % COLOURS.length] ?? 'var(--sym-gold)';

/** The rim: a polygon of 6 + level points (up to 14) around the centre. */
function rim(level: number, r: number): string {
  const n = 6 + Math.min(level, 8);
  return Array.from({ length: n }, (_, i) => {
    const a = (Math.PI * 2 * i) / n - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.9;
    return `${(50 + rr * Math.cos(a)).toFixed(2)},${(48 + rr * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

function star(cx: number, cy: number, r: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI * i) / 5 - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return `${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

/** The badge; an empty label makes it decorative (hidden from assistive technology). */
export function VipBadge({ level, label, size = 64 }: { level: number; label: string; size?: number }) {
  const colour = badgeColour(level);
  const stars = Math.min(level, 7);
  return (
    <svg
      className="vip-badge"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      width={size}
      height={size}
      viewBox="0 0 100 100"
      data-level={level}
    >
      <polygon points={rim(level, 42)} fill={colour} stroke="var(--sym-ink)" strokeWidth="3" />
      <circle cx="50" cy="48" r="27" fill="var(--sym-ink)" />
      <circle cx="50" cy="48" r="23" fill="none" stroke={colour} strokeWidth="3" />
      <text
        x="50"
        y="57"
        textAnchor="middle"
        fontSize="26"
        fontWeight="700"
        fill={colour}
        fontFamily="system-ui, sans-serif"
      >
        {level}
      </text>
      {Array.from({ length: stars }, (_, i) => {
        const x = 50 + (i - (stars - 1) / 2) * 11;
        return <polygon key={x} points={star(x, 93, 5)} fill={colour} stroke="var(--sym-ink)" strokeWidth="1" />;
      })}
    </svg>
  );
}
