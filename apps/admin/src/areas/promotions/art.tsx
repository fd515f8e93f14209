import type { TPromotionArt } from '@app/contracts/calls/promotion-shapes';

/** The motifs of promotion art, each drawn below (our own SVG; no uploaded artwork). */
export const MOTIFS: readonly TPromotionArt['motif'][] = [
  'coins',
  'gift',
  'cards',
  'trophy',
  'envelope',
  'ticket',
  'rocket',
  'star',
];

function Motif({ motif, ink }: { motif: TPromotionArt['motif']; ink: string }) {
  switch (motif) {
    case 'coins':
      return (
        <g fill={ink}>
          <ellipse cx="130" cy="92" rx="34" ry="12" />
          <rect x="96" y="62" width="68" height="30" />
          <ellipse cx="130" cy="62" rx="34" ry="12" opacity="0.8" />
          <ellipse cx="190" cy="98" rx="28" ry="10" opacity="0.7" />
        </g>
      );
    case 'gift':
      return (
        <g fill={ink}>
          <rect x="100" y="60" width="80" height="50" rx="4" />
          <rect x="94" y="48" width="92" height="16" rx="3" opacity="0.8" />
          <rect x="134" y="48" width="12" height="62" fill="#fff" opacity="0.6" />
          <path d="M140 48c-14-22-34-10-20 0zm0 0c14-22 34-10 20 0z" opacity="0.9" />
        </g>
      );
    case 'cards':
      return (
        <g fill={ink}>
          <rect x="104" y="40" width="46" height="66" rx="5" transform="rotate(-12 127 73)" opacity="0.7" />
          <rect x="134" y="40" width="46" height="66" rx="5" transform="rotate(10 157 73)" />
          <path d="M157 62l8 12-8 12-8-12z" fill="#fff" opacity="0.8" />
        </g>
      );
    case 'trophy':
      return (
        <g fill={ink}>
          <path d="M116 40h48v22a24 24 0 0 1-48 0z" />
          <rect x="134" y="84" width="12" height="14" />
          <rect x="120" y="98" width="40" height="10" rx="2" />
          <path
            d="M116 46h-12a14 14 0 0 0 14 18M164 46h12a14 14 0 0 1-14 18"
            fill="none"
            stroke={ink}
            strokeWidth="5"
          />
        </g>
      );
    case 'envelope':
      return (
        <g fill={ink}>
          <rect x="108" y="36" width="64" height="76" rx="6" />
          <path d="M108 44l32 24 32-24" fill="none" stroke="#fff" strokeWidth="4" opacity="0.7" />
          <circle cx="140" cy="70" r="9" fill="#fff" opacity="0.8" />
        </g>
      );
    case 'ticket':
      return (
        <g fill={ink}>
          <path d="M92 52h96v14a8 8 0 0 0 0 16v14H92V82a8 8 0 0 0 0-16z" />
          <path d="M150 56v36" stroke="#fff" strokeDasharray="4 4" strokeWidth="2" opacity="0.8" />
        </g>
      );
    case 'rocket':
      return (
        <g fill={ink}>
          <path d="M140 30c18 14 22 40 14 66h-28c-8-26-4-52 14-66z" />
          <circle cx="140" cy="62" r="8" fill="#fff" opacity="0.8" />
          <path d="M126 86l-14 18h18zM154 86l14 18h-18z" opacity="0.8" />
        </g>
      );
    default:
      return <path fill={ink} d="M140 32l11 24 26 3-19 18 5 26-23-13-23 13 5-26-19-18 26-3z" />;
  }
}

/** A promotion's art from its motif and hue, drawn here for the picker's live preview (the player site draws its own from the same two values; they are not shared code). */
export function PromotionArt({ art, label }: { art: TPromotionArt; label: string }) {
  const bg = `hsl(${art.hue} 70% 38%)`;
  const glow = `hsl(${(art.hue + 40) % 360} 80% 55%)`;
  const ink = `hsl(${(art.hue + 180) % 360} 85% 70%)`;
  const gradient = `promo-art-${art.motif}-${art.hue}`;
  return (
    <svg viewBox="0 0 280 140" role="img" aria-label={label} className="promo-art">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={bg} />
          <stop offset="1" stopColor={glow} />
        </linearGradient>
      </defs>
      <rect width="280" height="140" rx="12" fill={`url(#${gradient})`} />
      <circle cx="40" cy="30" r="50" fill="#fff" opacity="0.08" />
      <circle cx="250" cy="130" r="60" fill="#fff" opacity="0.08" />
      <Motif motif={art.motif} ink={ink} />
    </svg>
  );
}
