/** A red envelope drawn here (closed: the flap down with a gold seal; open: the flap up and a card out). */
export function EnvelopeArt({ open }: { open: boolean }) {
  return (
    <svg
      className="pm-envelope-art"
      viewBox="0 0 160 200"
      width="160"
      height="200"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="pm-env-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e23b3b" />
          <stop offset="1" stopColor="#a5161c" />
        </linearGradient>
        <radialGradient id="pm-env-seal" cx="0.4" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#ffe79a" />
          <stop offset="1" stopColor="#d49a1e" />
        </radialGradient>
      </defs>
      {open ? (
        <g>
          <path d="M14 70 L80 10 L146 70 Z" fill="#c4242a" />
          <rect x="30" y="36" width="100" height="90" rx="6" fill="#fff8e6" stroke="#d49a1e" strokeWidth="2" />
          <circle cx="80" cy="72" r="18" fill="url(#pm-env-seal)" />
          <path d="M72 72 h16 M80 64 v16" stroke="#a5161c" strokeWidth="3" strokeLinecap="round" />
        </g>
      ) : null}
      <rect x="14" y="70" width="132" height="124" rx="10" fill="url(#pm-env-body)" />
      {open ? (
        <path d="M14 78 L80 128 L146 78" fill="none" stroke="#8e1116" strokeWidth="2" />
      ) : (
        <g>
          <path d="M14 80 Q80 140 146 80 L146 76 Q146 70 140 70 L20 70 Q14 70 14 76 Z" fill="#c4242a" />
          <circle cx="80" cy="112" r="20" fill="url(#pm-env-seal)" stroke="#a87514" strokeWidth="2" />
          <path d="M71 112 h18 M80 103 v18" stroke="#a5161c" strokeWidth="3.5" strokeLinecap="round" />
        </g>
      )}
      <path d="M24 180 h112" stroke="#f3c14b" strokeWidth="3" strokeLinecap="round" opacity="0.7" />
    </svg>
  );
}
