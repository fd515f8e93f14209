/** A hue from a game code, so each lottery keeps its own colours. */
function hueOf(code: string): number {
  let h = 0;
  for (const ch of code) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** The lottery's picture, drawn: three balls on a ticket in the game's own colours (decorative). */
export function LotteryArt({ gameCode, label }: { gameCode: string; label: string }) {
  const hue = hueOf(gameCode);
  const digits = gameCode
    .replace(/[^0-9A-Z]/g, '')
    .slice(-3)
    .padStart(3, '7');
  return (
    <svg className="lott-art" viewBox="0 0 120 72" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`lg-${gameCode}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% 45%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 50) % 360} 70% 30%)`} />
        </linearGradient>
      </defs>
      <rect x="2" y="6" width="116" height="60" rx="10" fill={`url(#lg-${gameCode})`} />
      <path d="M2 30 a6 6 0 0 1 0 12 M118 30 a6 6 0 0 0 0 12" fill="var(--lott-art-cut, #0003)" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${30 + i * 30} 36)`}>
          <circle r="13" fill="#fff" stroke={`hsl(${(hue + i * 40) % 360} 80% 40%)`} strokeWidth="3" />
          <text textAnchor="middle" dy="5" fontSize="14" fontWeight="700" fill="#222">
            {digits[i]}
          </text>
        </g>
      ))}
      <text x="60" y="64" textAnchor="middle" fontSize="0">
        {label}
      </text>
    </svg>
  );
}
