import type { Language } from '@app/contracts/languages';
import { inArray, sql } from 'drizzle-orm';
import { games, gameVendors } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { rouletteTable } from '../house/house-games.ts';
import { slotConfigFor } from '../house/slot-config.ts';
import type { Brand } from '../system/brand-types.ts';
import type { createValidBetsService } from '../valid-bets/sums.ts';
import { major } from '../wallet/money.ts';

const MAX_DAYS = 92;

/**
 * RTP per game (issue 20 item 5): stakes and wins over brand-local days from the valid-bet record,
 * against the figure the game publishes. The house publishes its own (each slot's exact RTP from its
 * reels and paytable, roulette's 36/37); outside vendors publish none to us (null).
 */
export function createRtpReport(deps: Deps, validBets: ReturnType<typeof createValidBetsService>) {
  return {
    async report(brand: Brand, lang: Language, from: string, to: string) {
      if (from > to) throw new AppError('reports.range.reversed', { field: 'to' });
      if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > MAX_DAYS) {
        throw new AppError('reports.range.too.long', { field: 'to', max: MAX_DAYS });
      }
      const sums = await validBets.sums(brand, 'game', from, to);
      if (sums.length === 0) return { list: [] };
      const rows = await deps.db
        .select({
          id: games.id,
          nodeId: games.nodeId,
          gameCode: games.gameCode,
          name: sql<string>`coalesce(${games.names} ->> ${lang}, ${games.names} ->> 'EN')`,
          lineNum: games.lineNum,
          classify: games.classify,
          minBetMinor: games.minBetMinor,
          vendor: gameVendors.vassalage,
          gameType: gameVendors.gameType,
          adapter: gameVendors.launchAdapter,
        })
        .from(games)
        .innerJoin(gameVendors, sql`${gameVendors.id} = ${games.vendorId}`)
        .where(
          inArray(
            games.id,
            sums.map((s) => Number(s.key)),
          ),
        );
      const byId = new Map(rows.map((r) => [r.id, r]));
      const published = (r: (typeof rows)[number]): number | null => {
        if (r.adapter !== 'house') return null;
        if (r.gameType === 'RNG') return Math.round(slotConfigFor(r).rtp * 10_000);
        if (r.gameType === 'LIVE') return Math.round(rouletteTable(r.minBetMinor).rtp * 10_000);
        return null;
      };
      return {
        list: sums.flatMap((s) => {
          const g = byId.get(Number(s.key));
          if (!g) return [];
          return [
            {
              vendor: g.vendor,
              gameCode: g.gameCode,
              gameName: g.name,
              category: g.gameType,
              bets: s.bets,
              stake: major(brand, s.stake),
              win: major(brand, s.win),
              actualBp: s.stake > 0 ? Math.round((s.win / s.stake) * 10_000) : null,
              publishedBp: published(g),
            },
          ];
        }),
      };
    },
  };
}
