/**
 * A raffle's draw (docs/decisions/1300-promotions.md "Periodic kinds"), the same code on the server and
 * on the web's check: tickets are numbered 1..total in member-id order (a member with t tickets holds
 * t consecutive numbers); each prize, rank by rank, takes a uniform index among the tickets of members
 * who have not won yet (no member wins twice), from the 32-bit words of
 * HMAC-SHA256(key = seed, message = `raffle:<promotionId>:<drawAt>:<block>`), block 0, 1, ...
 * (uniformInt: rejection, no modulo bias). The seed is secret until the draw; its sha256 is published
 * when the raffle is made. Hash functions are parameters (node:crypto on the server, WebCrypto on the web).
 */
import { uniformInt, type WordSource, wordsFromBlocks } from '../house/fair.ts';

export interface RaffleEntry {
  memberId: number;
  tickets: number;
}

export interface RaffleWinner {
  /** 1-based prize rank (the index in the prizes list + 1). */
  rank: number;
  memberId: number;
  /** The winning ticket number (1..total). */
  ticket: number;
  amount: number;
}

export interface NumberedEntry extends RaffleEntry {
  /** The member's first ticket number (0 when the member has none). */
  firstTicket: number;
}

/** Members in id order with their first ticket number; the total. Entries with 0 tickets hold none. */
export function numberTickets(entries: readonly RaffleEntry[]): { numbered: NumberedEntry[]; total: number } {
  const sorted = [...entries].sort((a, b) => a.memberId - b.memberId);
  let next = 1;
  const numbered = sorted.map((e) => {
    if (!Number.isSafeInteger(e.tickets) || e.tickets < 0) throw new RangeError('tickets must be a whole number');
    const firstTicket = e.tickets > 0 ? next : 0;
    next += e.tickets;
    return { ...e, firstTicket };
  });
  return { numbered, total: next - 1 };
}

export function raffleMessage(promotionId: number, drawAt: number, block: number): string {
  return `raffle:${promotionId}:${drawAt}:${block}`;
}

/** The winners, rank by rank, from a word stream. Fewer winners than prizes when members run out. */
export function drawRaffle(
  entries: readonly RaffleEntry[],
  prizes: readonly { amount: number; count: number }[],
  words: WordSource,
): RaffleWinner[] {
  const { numbered, total } = numberTickets(entries);
  if (total > 0x1_0000_0000) throw new RangeError('too many tickets');
  const left = numbered.filter((e) => e.tickets > 0);
  let remaining = total;
  const winners: RaffleWinner[] = [];
  prizes.forEach((prize, i) => {
    for (let c = 0; c < prize.count && left.length > 0; c++) {
      let index = uniformInt(words, remaining);
      let at = 0;
      for (; at < left.length; at++) {
        const e = left[at] as NumberedEntry;
        if (index < e.tickets) break;
        index -= e.tickets;
      }
      const won = left[at] as NumberedEntry;
      winners.push({ rank: i + 1, memberId: won.memberId, ticket: won.firstTicket + index, amount: prize.amount });
      left.splice(at, 1);
      remaining -= won.tickets;
    }
  });
  return winners;
}

/** The draw with a synchronous HMAC-SHA256 (the server passes node:crypto's). */
export function drawRaffleSync(
  seed: string,
  promotionId: number,
  drawAt: number,
  entries: readonly RaffleEntry[],
  prizes: readonly { amount: number; count: number }[],
  hmacSha256: (key: string, message: string) => Uint8Array,
): RaffleWinner[] {
  return drawRaffle(
    entries,
    prizes,
    wordsFromBlocks((b) => hmacSha256(seed, raffleMessage(promotionId, drawAt, b))),
  );
}

/** The draw in the browser (WebCrypto): `blocks` blocks (8 words each) made up front. */
export async function drawRaffleWeb(
  seed: string,
  promotionId: number,
  drawAt: number,
  entries: readonly RaffleEntry[],
  prizes: readonly { amount: number; count: number }[],
  blocks?: number,
): Promise<RaffleWinner[]> {
  const winnersMax = prizes.reduce((s, p) => s + p.count, 0);
  // Each pick takes one word, more on a rejection (less than one in two): four words per pick is plenty.
  const n = blocks ?? Math.max(4, Math.ceil((winnersMax * 4) / 8));
  const subtle = globalThis.crypto.subtle;
  const enc = new TextEncoder();
  const key = await subtle.importKey('raw', enc.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const made = await Promise.all(
    Array.from(
      { length: n },
      async (_, i) => new Uint8Array(await subtle.sign('HMAC', key, enc.encode(raffleMessage(promotionId, drawAt, i)))),
    ),
  );
  return drawRaffle(
    entries,
    prizes,
    wordsFromBlocks((i) => {
      const b = made[i];
      if (!b) throw new RangeError('raffle draw needs more random blocks');
      return b;
    }),
  );
}
