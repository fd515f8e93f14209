import { describe, expect, it } from 'vitest';
import { hmacSync } from '../lottery/test-kit.ts';
import { drawRaffle, drawRaffleSync, drawRaffleWeb, numberTickets, raffleMessage } from './raffle-draw.ts';

const SEED = 'a1'.repeat(32);
const ENTRIES = [
  { memberId: 30, tickets: 5 },
  { memberId: 10, tickets: 3 },
  { memberId: 20, tickets: 0 },
  { memberId: 40, tickets: 12 },
  { memberId: 50, tickets: 1 },
];
const PRIZES = [
  { amount: 1000, count: 1 },
  { amount: 100, count: 2 },
];

describe('raffle tickets and draw', () => {
  it('numbers tickets in member-id order, consecutive per member', () => {
    const { numbered, total } = numberTickets(ENTRIES);
    expect(total).toBe(21);
    expect(numbered.map((e) => [e.memberId, e.firstTicket])).toEqual([
      [10, 1],
      [20, 0],
      [30, 4],
      [40, 9],
      [50, 21],
    ]);
  });

  it('the same seed draws the same winners on the server and in the browser; each winning ticket is its member’s', async () => {
    const a = drawRaffleSync(SEED, 7, 1_700_000_000_000, ENTRIES, PRIZES, hmacSync);
    const b = await drawRaffleWeb(SEED, 7, 1_700_000_000_000, [...ENTRIES].reverse(), PRIZES);
    expect(b).toEqual(a);
    expect(a.map((w) => w.rank)).toEqual([1, 2, 2]);
    expect(new Set(a.map((w) => w.memberId)).size).toBe(3);
    const { numbered } = numberTickets(ENTRIES);
    for (const w of a) {
      const e = numbered.find((x) => x.memberId === w.memberId);
      expect(e && w.ticket >= e.firstTicket && w.ticket < e.firstTicket + e.tickets).toBe(true);
    }
    const other = drawRaffleSync('b2'.repeat(32), 7, 1_700_000_000_000, ENTRIES, PRIZES, hmacSync);
    const third = drawRaffleSync(SEED, 8, 1_700_000_000_000, ENTRIES, PRIZES, hmacSync);
    expect([other, third].some((x) => JSON.stringify(x) !== JSON.stringify(a))).toBe(true);
  });

  it('the first pick is the ticket uniformInt takes from HMAC(seed, raffle:<id>:<drawAt>:0)', () => {
    const block = hmacSync(SEED, raffleMessage(7, 5, 0));
    const w0 = ((block[0] ?? 0) * 0x1000000 + ((block[1] ?? 0) << 16) + ((block[2] ?? 0) << 8) + (block[3] ?? 0)) >>> 0;
    const limit = Math.floor(0x1_0000_0000 / 21) * 21;
    const [first] = drawRaffleSync(SEED, 7, 5, ENTRIES, PRIZES, hmacSync);
    if (w0 < limit) expect(first?.ticket).toBe((w0 % 21) + 1);
    expect(first?.rank).toBe(1);
  });

  it('no member wins twice; fewer members than prizes gives fewer winners; no tickets, no winners', () => {
    const words = {
      i: 0,
      next() {
        return (this.i++ * 2654435761) >>> 0;
      },
    };
    const w = drawRaffle(
      [
        { memberId: 1, tickets: 100 },
        { memberId: 2, tickets: 1 },
      ],
      [{ amount: 5, count: 5 }],
      words,
    );
    expect(w.map((x) => x.memberId).sort()).toEqual([1, 2]);
    expect(drawRaffle([{ memberId: 1, tickets: 0 }], PRIZES, words)).toEqual([]);
  });
});
