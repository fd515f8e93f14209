import { type Scene, sceneSvg } from './banners.ts';
import * as m from './motifs.ts';

/** The motifs staff choose for a promotion (contracts' promotion art), each drawn by one scene. */
const MOTIFS: Record<string, { motif: () => string; about: string }> = {
  coins: { motif: m.jackpot, about: 'crown and coins' },
  gift: { motif: m.gift, about: 'gift box' },
  cards: { motif: m.pvp, about: 'chips and cards' },
  trophy: { motif: m.trophy, about: 'trophy' },
  envelope: { motif: m.envelope, about: 'red envelope' },
  ticket: { motif: m.ticket, about: 'raffle tickets' },
  rocket: { motif: m.rocket, about: 'rocket' },
  star: { motif: m.bigStar, about: 'gold star' },
};

/** A promotion's artwork at banner size (1200x400): its motif in its hue; null for an unknown motif. */
export function promotionArtSvg(art: { motif: string; hue: number }, id: number): string | null {
  const known = MOTIFS[art.motif];
  if (!known) return null;
  const scene: Scene = { hue: ((Math.round(art.hue) % 360) + 360) % 360, ...known };
  return sceneSvg(scene, id * 7919 + scene.hue);
}
