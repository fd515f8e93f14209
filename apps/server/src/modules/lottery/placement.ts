/**
 * Buying tickets (`lottery.place`, docs/decisions/1200 "Money"): every bet validated against the
 * lottery and the draw, then in one transaction the tickets (placing), the member's round and the
 * exposure; then each ticket's bet through the wallet API: accepted -> open, refused -> refused (its
 * exposure released), no answer -> cancelled (rolled back, void). The request id makes a repeat
 * answer the same tickets.
 */
import type { TTicket } from '@app/contracts/calls/lottery';
import { type ErrorCode, isErrorCode } from '@app/contracts/errors';
import type { Language } from '@app/contracts/languages';
import { lotteryOf } from '@app/contracts/lottery/games';
import { exposureOf, unitsOf } from '@app/contracts/lottery/rules';
import type { Selection } from '@app/contracts/lottery/types';
import { parseAmount, toMajor } from '@app/contracts/money';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { lotteryDraws, lotteryRounds, lotteryTickets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { type BrandLottery, brandLottery } from './brand-lotteries.ts';
import { addExposure, type Exposure, releaseExposure } from './exposure.ts';
import type { TicketRefunds } from './ticket-refunds.ts';
import type { TicketWallet } from './ticket-wallet.ts';
import { type DrawRow, type TicketRow, ticketView } from './views.ts';

export interface PlaceInput {
  gameCode: string;
  drawNo: string;
  bets: { playType: string; selection: Selection; unit: number | string }[];
  requestId: string;
}

interface Bet {
  playType: string;
  selection: Selection;
  units: number;
  unit: number;
  stake: number;
  exposure: Exposure;
}

/** Checks one bet against the lottery as the brand plays it and the draw's weekday. */
function validBet(l: BrandLottery, draw: DrawRow, bet: PlaceInput['bets'][number], i: number): Bet {
  const play = l.def.playTypes.find((p) => p.code === bet.playType);
  if (!play) throw new AppError('lottery.play.unknown', { bet: i });
  const amount = parseAmount(bet.unit);
  if (!amount.ok)
    throw new AppError('request_param_err', { fields: [{ field: `bets.${i}.unit`, reason: amount.reason }] });
  const unit = amount.minor;
  if (unit < l.minUnit) throw new AppError('lottery.stake.below.min', { bet: i, min: toMajor(l.minUnit) });
  if (unit > l.maxUnit) throw new AppError('lottery.stake.above.max', { bet: i, max: toMajor(l.maxUnit) });
  const u = unitsOf(l.def, play, bet.selection, draw.weekday);
  if ('error' in u) throw new AppError(u.error, { bet: i });
  const exposure = exposureOf(l.def, { playType: play.code, selection: bet.selection, unitMinor: unit }, l.odds);
  return { playType: play.code, selection: bet.selection, units: u.units, unit, stake: u.units * unit, exposure };
}

/** A read's value, or its error thrown. */
function settledValue<T>(r: PromiseSettledResult<T>): T {
  if (r.status === 'rejected') throw r.reason;
  return r.value;
}

const sameBets = (rows: TicketRow[], drawId: number, bets: Bet[]) =>
  rows.length === bets.length &&
  rows.every((r, i) => {
    const b = bets[i];
    return (
      b &&
      r.drawId === drawId &&
      r.playType === b.playType &&
      r.unit === b.unit &&
      JSON.stringify(r.selection) === JSON.stringify(b.selection)
    );
  });

export function createPlacement(deps: Deps, wallet: TicketWallet, refunds: TicketRefunds) {
  async function drawOf(brandId: number, gameCode: string, drawNo: string): Promise<DrawRow> {
    const [draw] = await deps.db
      .select()
      .from(lotteryDraws)
      .where(
        and(eq(lotteryDraws.brandId, brandId), eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.drawNo, drawNo)),
      );
    if (!draw) throw new AppError('lottery.draw.not.found');
    return draw;
  }

  const ticketsOf = (memberId: number, requestId: string) =>
    deps.db
      .select()
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.memberId, memberId), eq(lotteryTickets.requestId, requestId)))
      .orderBy(asc(lotteryTickets.requestIndex));

  /**
   * The answer of a request whose tickets exist: the tickets staked (a ticket refused or cancelled at
   * placement keeps its reason in `error`), or the first refusal when none was.
   */
  function answer(rows: TicketRow[], draw: DrawRow, lang: Language, balance: number) {
    const shown = rows.filter((r) => r.status !== 'refused' && r.error === '');
    if (shown.length === 0) {
      const code = rows.map((r) => r.error).find((e): e is ErrorCode => isErrorCode(e));
      throw new AppError(code ?? 'lottery.wallet.unavailable');
    }
    return { tickets: shown.map((r) => ticketView(r, draw, lang)), balance: toMajor(balance) };
  }

  async function place(
    brand: Brand,
    memberId: number,
    input: PlaceInput,
    lang: Language,
  ): Promise<{ tickets: TTicket[]; balance: number }> {
    const def = lotteryOf(input.gameCode);
    if (!def) throw new AppError('lottery.game.unknown');
    // Four reads that do not depend on each other go out together (one round trip's wait on
    // PostgreSQL); their refusals are still given in this order. A session is opened (launch token and
    // authenticate) only once the bets passed, when the member has none with long enough left.
    const [lr, dr, er, sr] = await Promise.allSettled([
      brandLottery(deps.db, brand.id, def.gameCode),
      drawOf(brand.id, def.gameCode, input.drawNo),
      ticketsOf(memberId, input.requestId),
      wallet.liveSession(memberId, def.vassalage),
    ]);
    const l = settledValue(lr);
    if (!l.enabled) throw new AppError('lottery.game.unknown');
    const draw = settledValue(dr);
    const bets = input.bets.map((b, i) => validBet(l, draw, b, i));
    const earlier = settledValue(er);
    if (earlier.length > 0) {
      if (!sameBets(earlier, draw.id, bets)) throw new AppError('lottery.request.conflict');
      const s = await wallet.sessionById(earlier[0]?.sessionId ?? 0);
      return answer(earlier, draw, lang, await wallet.balance(l.def.vassalage, s));
    }
    if (draw.status === 'void') throw new AppError('lottery.draw.void');
    if (draw.status !== 'open' || deps.now() >= draw.closesAt) throw new AppError('lottery.draw.closed');
    const session =
      settledValue(sr) ?? (await wallet.openSession(brand, lang, memberId, l.def.vassalage, l.def.gameCode));

    let rows: TicketRow[];
    try {
      rows = await deps.db.transaction(async (tx) => {
        const now = deps.now();
        const total = { total: 0, perNumber: {} as Record<string, number> };
        for (const b of bets) {
          total.total += b.exposure.total;
          for (const [k, v] of Object.entries(b.exposure.perNumber)) total.perNumber[k] = (total.perNumber[k] ?? 0) + v;
        }
        await tx
          .insert(lotteryRounds)
          .values({ drawId: draw.id, memberId, sessionId: session.id, status: 'open', createdAt: now })
          .onConflictDoNothing();
        const inserted = await tx
          .insert(lotteryTickets)
          .values(
            bets.map((b, i) => ({
              brandId: brand.id,
              drawId: draw.id,
              memberId,
              sessionId: session.id,
              requestId: input.requestId,
              requestIndex: i,
              playType: b.playType,
              selection: b.selection,
              units: b.units,
              unit: b.unit,
              stake: b.stake,
              exposure: b.exposure.total,
              status: 'placing' as const,
              createdAt: now,
            })),
          )
          .returning();
        // Last: the draw's row lock is held only from here to the commit.
        await addExposure(tx, draw.id, total, { perDraw: l.maxPayoutDraw, perNumber: l.maxPayoutNumber }, now);
        return inserted;
      });
    } catch (e) {
      // The same request racing itself: the first one's tickets answer.
      const raced = await ticketsOf(memberId, input.requestId);
      if (raced.length > 0 && !(e instanceof AppError)) return place(brand, memberId, input, lang);
      throw e;
    }

    const ref = { id: draw.id, gameCode: l.def.gameCode, vassalage: l.def.vassalage };
    let balance = 0;
    const accepted: number[] = [];
    for (const [i, t] of rows.entries()) {
      const bet = await wallet.bet(l.def.vassalage, session, t, l.def.gameCode);
      if (bet?.ok) {
        balance = bet.value.balance;
        accepted.push(t.id);
        continue;
      }
      const exposure = bets[i]?.exposure ?? { total: 0, perNumber: {} };
      if (bet && bet.status < 500) {
        balance = bet.value?.balance ?? balance;
        await deps.db.transaction(async (tx) => {
          const refused = await tx
            .update(lotteryTickets)
            .set({ status: 'refused', error: wallet.refusal(bet).code, settledAt: deps.now() })
            .where(and(eq(lotteryTickets.id, t.id), eq(lotteryTickets.status, 'placing')))
            .returning({ id: lotteryTickets.id });
          if (refused.length > 0) await releaseExposure(tx, draw.id, exposure);
        });
      } else if ((await refunds.cancelPlacing(ref, [t.id])).length > 0) {
        await deps.db.transaction(async (tx) => releaseExposure(tx, draw.id, exposure));
        await deps.db
          .update(lotteryTickets)
          .set({ error: 'lottery.wallet.unavailable' })
          .where(and(eq(lotteryTickets.id, t.id), eq(lotteryTickets.error, '')));
      }
    }
    // The accepted tickets open in one statement (a ticket a draw's cut-off took meanwhile stays as it
    // was taken). When every ticket opened, the rows it answers are the answer; else they are read again.
    const opened =
      accepted.length === 0
        ? []
        : await deps.db
            .update(lotteryTickets)
            .set({ status: 'open' })
            .where(and(inArray(lotteryTickets.id, accepted), eq(lotteryTickets.status, 'placing')))
            .returning();
    if (opened.length === rows.length) {
      return answer(
        opened.sort((a, b) => a.requestIndex - b.requestIndex),
        draw,
        lang,
        balance,
      );
    }
    return answer(await ticketsOf(memberId, input.requestId), draw, lang, balance);
  }

  return { place };
}

export type Placement = ReturnType<typeof createPlacement>;
