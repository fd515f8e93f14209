import type { BannerGroup } from '@app/contracts/content';
import * as m from './motifs.ts';
import { doc, el, glow, hsl, linear, rng, star } from './svg.ts';

export const BANNER_W = 1200;
export const BANNER_H = 400;

export interface Scene {
  /** Base hue of the background. */
  hue: number;
  motif: () => string;
  about: string;
}

const SCENES: Record<BannerGroup, Scene[]> = {
  w_home: [
    { hue: 268, motif: m.jackpot, about: 'crown and coins' },
    { hue: 320, motif: m.slots, about: 'slot reels' },
    { hue: 210, motif: m.live, about: 'roulette and cards' },
    { hue: 150, motif: m.sports, about: 'football' },
  ],
  w_rng: [
    { hue: 300, motif: m.slots, about: 'slot reels' },
    { hue: 255, motif: m.jackpot, about: 'crown and coins' },
  ],
  w_live: [
    { hue: 350, motif: m.live, about: 'roulette and cards' },
    { hue: 230, motif: m.pvp, about: 'chips and cards' },
  ],
  w_fish: [{ hue: 195, motif: m.fish, about: 'fish and bubbles' }],
  w_pvp: [{ hue: 160, motif: m.pvp, about: 'chips and cards' }],
  w_sports: [{ hue: 140, motif: m.sports, about: 'football' }],
  w_esports: [{ hue: 285, motif: m.esports, about: 'game controller' }],
  w_lott: [{ hue: 220, motif: m.lottery, about: 'lottery balls' }],
  w_down: [{ hue: 250, motif: m.download, about: 'phone and download arrow' }],
  w_promotion: [
    { hue: 335, motif: m.gift, about: 'gift box' },
    { hue: 20, motif: m.trophy, about: 'trophy' },
  ],
  w_shop: [{ hue: 205, motif: m.shop, about: 'shopping bag with points' }],
  w_help: [{ hue: 175, motif: m.help, about: 'lifebuoy and chat' }],
  w_reg: [{ hue: 12, motif: m.trophy, about: 'trophy' }],
};

/** How many artworks a group has (variants 1..n). */
export function bannerVariants(group: BannerGroup): number {
  return SCENES[group].length;
}

/** The rooster scene is shared by the cockfight category art. */
export const roosterScene = m.rooster;

/** A banner artwork: the group's scene (sceneSvg); the banner's translated title sits on its left. */
export function bannerSvg(group: BannerGroup, variant: number): string | null {
  const scene = SCENES[group][variant - 1];
  if (!scene) return null;
  return sceneSvg(scene, scene.hue * 31 + variant);
}

/**
 * A scene at banner size: a deep gradient in the scene's hue, light rays and sparkles, and the motif
 * on the right; the left stays calm so a title can sit on it. The seed places the sparkles.
 */
export function sceneSvg(scene: Scene, seed: number): string {
  const h = scene.hue;
  const rand = rng(seed);
  const sparkles = Array.from({ length: 18 }, () => {
    const x = 520 + rand() * 680;
    const y = rand() * 400;
    const r = 3 + rand() * 7;
    return el('path', { d: star(x, y, r, 0.3), fill: '#fff', opacity: (0.3 + rand() * 0.6).toFixed(2) });
  });
  const rays = Array.from({ length: 12 }, (_, i) =>
    el('path', {
      d: 'M0 0 L -40 -700 L 40 -700Z',
      transform: `translate(920 220) rotate(${i * 30 + (h % 30)})`,
      fill: '#fff',
      opacity: 0.05,
    }),
  );
  const dots = Array.from({ length: 14 }, (_, i) =>
    el('circle', { cx: 40 + (i % 7) * 36, cy: 330 + Math.floor(i / 7) * 36, r: 3, fill: '#fff', opacity: 0.12 }),
  );
  return doc(
    BANNER_W,
    BANNER_H,
    scene.about,
    el(
      'defs',
      {},
      linear('bg', [hsl(h, 70, 12), hsl(h + 20, 70, 24), hsl(h + 40, 72, 34)], 1, 0.4),
      glow('glowA', hsl(h + 60, 100, 70), 0.55),
      glow('glowB', hsl(h - 40, 100, 60), 0.45),
      linear('shade', ['#000', 'rgba(0,0,0,0)'], 1, 0),
      m.MOTIF_DEFS,
    ),
    el('rect', { width: BANNER_W, height: BANNER_H, fill: 'url(#bg)' }),
    el('ellipse', { cx: 920, cy: 200, rx: 420, ry: 260, fill: 'url(#glowA)' }),
    el('ellipse', { cx: 160, cy: 40, rx: 320, ry: 200, fill: 'url(#glowB)' }),
    ...rays,
    el('path', { d: 'M0 320 C 300 260 600 420 1200 300 L1200 400 L0 400Z', fill: '#000', opacity: 0.18 }),
    ...dots,
    scene.motif(),
    ...sparkles,
    el('rect', { width: 620, height: BANNER_H, fill: 'url(#shade)', opacity: 0.45 }),
  );
}
