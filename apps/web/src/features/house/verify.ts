import { fairWordsWeb, sha256Hex } from '@app/contracts/house/fair';
import { playRoulette } from '@app/contracts/house/roulette';
import { type LineWin, playSlot, type SlotConfig } from '@app/contracts/house/slot';

/** A round recomputed in the browser from its seeds: the hash to compare, and the outcome. */
export type Verified =
  | { kind: 'slot'; hash: string; stops: number[]; grid: number[][]; wins: LineWin[]; multiple: number }
  | { kind: 'roulette'; hash: string; pocket: number };

/** Recomputes a round with WebCrypto only (HMAC-SHA256 of the seeds), as the server computed it. */
export async function verifyRound(
  game: { kind: 'slot' | 'roulette'; slot: SlotConfig | null },
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
): Promise<Verified> {
  const hash = await sha256Hex(seeds.serverSeed);
  const src = await fairWordsWeb(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  if (game.kind === 'slot' && game.slot) {
    const r = playSlot(game.slot, src, 1);
    return { kind: 'slot', hash, stops: r.stops, grid: r.grid, wins: r.wins, multiple: r.win };
  }
  return { kind: 'roulette', hash, pocket: playRoulette(src, []).pocket };
}
