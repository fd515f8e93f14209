import { isValidLayout, playRoulette, type RouletteBet } from '@app/contracts/house/roulette';
import { playSlot } from '@app/contracts/house/slot';
import { AppError } from '../../lib/app-error.ts';
import { type HouseGameRow, type HouseGames, rouletteTable } from './house-games.ts';
import type { PreparedRound } from './round-service.ts';

/** A slot spin at one of the game's line bets. */
export function prepareSlot(games: HouseGames, game: HouseGameRow, lineBet: number): PreparedRound {
  const config = games.slotConfig(game);
  if (!config.lineBets.includes(lineBet)) throw new AppError('house.bet.invalid', { field: 'lineBet' });
  return {
    bet: { lineBet },
    stake: lineBet * config.lines.length,
    play(src) {
      const r = playSlot(config, src, lineBet);
      return { outcome: { stops: r.stops, wins: r.wins }, win: r.win };
    },
  };
}

/** A roulette spin: every bet a table layout, amounts in whole chips of the table, total within limits. */
export function prepareRoulette(game: HouseGameRow, bets: RouletteBet[]): PreparedRound {
  const table = rouletteTable(game.minBetMinor);
  const unit = table.chips[0] ?? 1;
  for (const [i, b] of bets.entries()) {
    if (!isValidLayout(b.kind, b.numbers)) throw new AppError('house.bet.invalid', { field: `bets.${i}.numbers` });
    if (b.amount % unit !== 0) throw new AppError('house.bet.invalid', { field: `bets.${i}.amount` });
  }
  const stake = bets.reduce((s, b) => s + b.amount, 0);
  if (stake < table.minStake || stake > table.maxStake) throw new AppError('house.bet.invalid', { field: 'bets' });
  const sorted = bets.map((b) => ({ ...b, numbers: [...b.numbers].sort((x, y) => x - y) }));
  return {
    bet: { bets: sorted },
    stake,
    play(src) {
      const r = playRoulette(src, sorted);
      return { outcome: { pocket: r.pocket, returns: r.returns }, win: r.win };
    },
  };
}
