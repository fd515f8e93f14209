/** Draw and ticket rows as the player calls answer them (money in major units, times epoch ms). */
import type { TDraw, TTicket } from '@app/contracts/calls/lottery';
import type { Language } from '@app/contracts/languages';
import { lotteryOf } from '@app/contracts/lottery/games';
import { toMajor } from '@app/contracts/money';
import type { lotteryDraws, lotteryTickets } from '../../db/schema/index.ts';

export type DrawRow = typeof lotteryDraws.$inferSelect;
export type TicketRow = typeof lotteryTickets.$inferSelect;

const revealed = (status: DrawRow['status']) => status === 'drawn' || status === 'settled';

/** A draw for the player: the seed and result only once drawn. */
export function drawView(d: DrawRow): TDraw {
  const shown = revealed(d.status);
  return {
    gameCode: d.gameCode,
    drawNo: d.drawNo,
    status: d.status,
    closesAt: d.closesAt.getTime(),
    drawsAt: d.drawsAt.getTime(),
    seedHash: d.seedHash,
    seed: shown && d.source === 'house' ? d.seed : null,
    result: shown ? (d.result ?? null) : null,
    source: d.source,
    voidReason: d.status === 'void' ? d.voidReason : '',
  };
}

export const gameName = (gameCode: string, lang: Language) => {
  const def = lotteryOf(gameCode);
  return def ? (def.names[lang] ?? def.names.EN) : gameCode;
};

/** A ticket for the player; a refused ticket shows as void (its stake never moved). */
export function ticketView(
  t: TicketRow,
  d: Pick<DrawRow, 'gameCode' | 'drawNo' | 'status' | 'result'>,
  lang: Language,
): TTicket {
  return {
    id: t.id,
    gameCode: d.gameCode,
    gameName: gameName(d.gameCode, lang),
    drawNo: d.drawNo,
    playType: t.playType,
    selection: t.selection,
    units: t.units,
    unit: toMajor(t.unit),
    stake: toMajor(t.stake),
    win: toMajor(t.win),
    status: t.status === 'refused' ? 'void' : t.status,
    placedAt: t.createdAt.getTime(),
    settledAt: t.settledAt?.getTime() ?? null,
    result: revealed(d.status) ? (d.result ?? null) : null,
  };
}
