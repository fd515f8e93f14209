import type { ReactNode } from 'react';

// Each symbol is drawn on a 64 x 64 board from simple shapes; colours come from the --sym-* tokens.
const F = (c: string) => `var(--sym-${c})`;

const GLYPHS: Record<string, ReactNode> = {
  gem: (
    <>
      <polygon points="32,6 56,24 32,58 8,24" fill={F('teal')} />
      <polygon points="32,6 44,24 32,58 20,24" fill={F('light')} opacity="0.35" />
      <polyline points="8,24 56,24" stroke={F('ink')} strokeWidth="2" fill="none" />
    </>
  ),
  bell: (
    <>
      <path d="M32 8c-11 0-17 9-17 20v12l-6 8h46l-6-8V28c0-11-6-20-17-20z" fill={F('gold')} />
      <circle cx="32" cy="52" r="5" fill={F('orange')} />
    </>
  ),
  star: <polygon points="32,5 39,24 59,24 43,36 49,56 32,44 15,56 21,36 5,24 25,24" fill={F('gold')} />,
  crown: (
    <>
      <polygon points="8,48 10,18 22,32 32,12 42,32 54,18 56,48" fill={F('gold')} />
      <rect x="8" y="48" width="48" height="8" rx="2" fill={F('orange')} />
      <circle cx="32" cy="36" r="4" fill={F('red')} />
    </>
  ),
  clover: (
    <>
      <circle cx="24" cy="22" r="10" fill={F('green')} />
      <circle cx="40" cy="22" r="10" fill={F('green')} />
      <circle cx="24" cy="38" r="10" fill={F('green')} />
      <circle cx="40" cy="38" r="10" fill={F('green')} />
      <path d="M32 32q4 14 12 24" stroke={F('green')} strokeWidth="4" fill="none" />
    </>
  ),
  seven: (
    <>
      <path d="M12 10h40v9L30 56H18l21-36H12z" fill={F('red')} />
      <path d="M12 10h40v4H12z" fill={F('light')} opacity="0.4" />
    </>
  ),
  cherry: (
    <>
      <path d="M22 40Q28 20 44 8M42 40Q40 22 44 8" stroke={F('green')} strokeWidth="3" fill="none" />
      <circle cx="20" cy="44" r="11" fill={F('red')} />
      <circle cx="43" cy="44" r="11" fill={F('red')} />
    </>
  ),
  lemon: (
    <>
      <ellipse cx="32" cy="33" rx="24" ry="17" fill={F('gold')} />
      <ellipse cx="26" cy="27" rx="8" ry="4" fill={F('light')} opacity="0.5" />
    </>
  ),
  moon: <path d="M40 6a27 27 0 1 0 16 42A22 22 0 0 1 40 6z" fill={F('light')} stroke={F('gold')} strokeWidth="3" />,
  sun: (
    <>
      <g stroke={F('orange')} strokeWidth="4">
        <line x1="32" y1="2" x2="32" y2="14" />
        <line x1="32" y1="50" x2="32" y2="62" />
        <line x1="2" y1="32" x2="14" y2="32" />
        <line x1="50" y1="32" x2="62" y2="32" />
        <line x1="11" y1="11" x2="19" y2="19" />
        <line x1="45" y1="45" x2="53" y2="53" />
        <line x1="11" y1="53" x2="19" y2="45" />
        <line x1="45" y1="19" x2="53" y2="11" />
      </g>
      <circle cx="32" cy="32" r="14" fill={F('gold')} />
    </>
  ),
  shell: (
    <>
      <path d="M32 56L8 30a24 24 0 0 1 48 0z" fill={F('pink')} />
      <path d="M32 56L20 14M32 56V8M32 56l12-42" stroke={F('light')} strokeWidth="2" fill="none" />
    </>
  ),
  fish: (
    <>
      <ellipse cx="28" cy="32" rx="20" ry="13" fill={F('blue')} />
      <polygon points="44,32 60,18 60,46" fill={F('blue')} />
      <circle cx="18" cy="29" r="3" fill={F('ink')} />
    </>
  ),
  anchor: (
    <g stroke={F('blue')} strokeWidth="5" fill="none" strokeLinecap="round">
      <circle cx="32" cy="12" r="5" />
      <line x1="32" y1="17" x2="32" y2="56" />
      <line x1="20" y1="26" x2="44" y2="26" />
      <path d="M10 38q4 18 22 18q18 0 22-18" />
    </g>
  ),
  coin: (
    <>
      <circle cx="32" cy="32" r="25" fill={F('orange')} />
      <circle cx="32" cy="32" r="18" fill={F('gold')} />
      <rect x="28" y="20" width="8" height="24" rx="2" fill={F('orange')} />
    </>
  ),
  heart: <path d="M32 56L10 34a12 12 0 0 1 22-18a12 12 0 0 1 22 18z" fill={F('pink')} />,
  leaf: (
    <>
      <path d="M10 54C10 24 30 8 56 8c0 26-16 46-46 46z" fill={F('green')} />
      <path d="M10 54L44 20" stroke={F('light')} strokeWidth="2" />
    </>
  ),
  flame: (
    <>
      <path d="M32 4c4 14 20 20 20 36a20 20 0 0 1-40 0c0-10 6-14 8-22c4 6 6 8 8 8c0-8 0-14 4-22z" fill={F('orange')} />
      <path d="M32 34c3 6 9 8 9 14a9 9 0 0 1-18 0c0-6 6-8 9-14z" fill={F('gold')} />
    </>
  ),
  bolt: <polygon points="36,4 12,36 28,36 24,60 52,24 34,24" fill={F('purple')} />,
  key: (
    <g fill={F('gold')}>
      <circle cx="18" cy="32" r="12" />
      <rect x="26" y="28" width="32" height="8" rx="2" />
      <rect x="46" y="36" width="6" height="10" />
      <circle cx="18" cy="32" r="5" fill={F('ink')} />
    </g>
  ),
  drop: <path d="M32 4C22 22 12 32 12 42a20 20 0 0 0 40 0C52 32 42 22 32 4z" fill={F('blue')} />,
  wild: (
    <>
      <polygon
        points="32,2 38,20 56,12 46,28 62,34 44,40 52,58 34,48 26,62 22,44 4,50 16,34 2,22 20,22 14,6 28,16"
        fill={F('purple')}
      />
      <circle cx="32" cy="32" r="12" fill={F('gold')} />
      <path d="M24 27l3 10 5-8 5 8 3-10" stroke={F('ink')} strokeWidth="3" fill="none" strokeLinejoin="round" />
    </>
  ),
};

/** One slot symbol as SVG (decorative: the reel window names the symbols for screen readers). */
export function SymbolGlyph({ glyph, size = 64 }: { glyph: string; size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      {GLYPHS[glyph] ?? GLYPHS.star}
    </svg>
  );
}
