import { drawRaffleWeb } from '@app/contracts/promotions/raffle-draw';

/** sha256 of a text as lowercase hex (Web Crypto). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether the published seed hash is sha256 of the revealed seed (the seed was fixed before the draw). */
export async function seedMatchesHash(seed: string, seedHash: string): Promise<boolean> {
  return (await sha256Hex(seed)) === seedHash.toLowerCase();
}

/**
 * The raffle's check in the browser: the seed matches the hash published before the draw and, when the
 * server gives every entrant's ticket count (in member-id order), the winners' ranks and ticket numbers
 * recomputed from the seed are the published ones. 'seed' when only the seed could be checked.
 */
export async function verifyRaffle(r: {
  promotionId: number;
  drawAt: number;
  seed: string;
  seedHash: string;
  prizes: readonly { rank: number; amount: number; count: number }[];
  winners: readonly { rank: number; ticket: number }[];
  entryTickets?: readonly number[] | undefined;
}): Promise<'ok' | 'seed' | 'bad'> {
  if (!(await seedMatchesHash(r.seed, r.seedHash))) return 'bad';
  if (!r.entryTickets) return 'seed';
  const entries = r.entryTickets.map((tickets, i) => ({ memberId: i + 1, tickets }));
  const prizes = [...r.prizes].sort((a, b) => a.rank - b.rank).map((p) => ({ amount: p.amount, count: p.count }));
  const drawn = await drawRaffleWeb(r.seed, r.promotionId, r.drawAt, entries, prizes);
  const key = (w: { rank: number; ticket: number }) => `${w.rank}:${w.ticket}`;
  const published = [...r.winners].map(key).sort();
  const recomputed = drawn.map(key).sort();
  return published.length === recomputed.length && published.every((k, i) => k === recomputed[i]) ? 'ok' : 'bad';
}
