import type { TRecallRound } from '@app/contracts/calls/backoffice-rg';
import type { Language } from '@app/contracts/languages';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { major } from '../wallet/money.ts';

type RoundRow = {
  id: string | number;
  username: string;
  vassalage: string;
  game_code: string;
  game_name: string | null;
  category: string;
  round_id: string;
  status: TRecallRound['status'];
  bet_minor: string | number;
  win_minor: string | number;
  free_play: boolean;
  started_at: Date | string;
  settled_at: Date | string | null;
  member_id: string | number;
  vendor_id: number;
  total?: string | number;
};

const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

function roundOf(brand: Brand, r: RoundRow): TRecallRound {
  return {
    id: Number(r.id),
    username: r.username,
    vendor: r.vassalage,
    gameCode: r.game_code,
    gameName: r.game_name ?? r.game_code,
    category: r.category,
    roundId: r.round_id,
    status: r.status,
    stake: major(brand, Number(r.bet_minor)),
    win: major(brand, Number(r.win_minor)),
    freePlay: r.free_play,
    startedAt: ms(r.started_at) ?? 0,
    settledAt: ms(r.settled_at),
  };
}

/**
 * Game recall (issue 20 item 5, GLI-19): any round of a member, house or vendor, with each bet, win
 * and rollback as the wallet API booked it and the game wallet's balance before and after each, and
 * for a house round the engine's bet, outcome and seeds. Read-only, for the back office.
 */
export function createRecall(deps: Deps) {
  const { db } = deps;
  const select = (lang: Language) => sql`
    SELECT r.id, m.username, v.vassalage, g.game_code,
           coalesce(g.names ->> ${lang}, g.names ->> 'EN') AS game_name, r.category, r.round_id, r.status,
           r.bet_minor, r.win_minor, r.free_play, r.started_at, r.settled_at, r.member_id, r.vendor_id
      FROM bet_rounds r
      JOIN members m ON m.id = r.member_id
      JOIN game_vendors v ON v.id = r.vendor_id
      JOIN games g ON g.id = r.game_id`;

  return {
    async rounds(brand: Brand, lang: Language, input: { username: string; pageNo: number; pageSize: number }) {
      const [member] = await rowsOf<{ id: string | number }>(
        db,
        sql`SELECT id FROM members WHERE brand_id = ${brand.id} AND lower(username) = lower(${input.username})`,
      );
      if (!member) throw new AppError('rg.member.not.found', { field: 'username' });
      const rows = await rowsOf<RoundRow>(
        db,
        sql`${select(lang)}
             WHERE r.member_id = ${member.id} AND r.brand_id = ${brand.id}
             ORDER BY r.started_at DESC, r.id DESC
             LIMIT ${input.pageSize} OFFSET ${(input.pageNo - 1) * input.pageSize}`,
      );
      const [n] = await rowsOf<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM bet_rounds WHERE member_id = ${member.id} AND brand_id = ${brand.id}`,
      );
      return { list: rows.map((r) => roundOf(brand, r)), total: n?.n ?? 0 };
    },

    async round(brand: Brand, lang: Language, id: number) {
      const [row] = await rowsOf<RoundRow>(db, sql`${select(lang)} WHERE r.id = ${id} AND r.brand_id = ${brand.id}`);
      if (!row) throw new AppError('not_found', { field: 'id' });
      const moves = await rowsOf<{
        action: 'bet' | 'win' | 'rollback';
        transaction_id: string;
        amount: string | number;
        created_at: Date | string;
        rolled_back_by: string | null;
        line_amount: string | number | null;
        balance_after: string | number | null;
      }>(
        db,
        sql`SELECT t.action, t.transaction_id, t.amount, t.created_at, t.rolled_back_by,
                   l.amount AS line_amount, l.balance_after
              FROM vendor_transactions t
              LEFT JOIN LATERAL (
                SELECT ll.amount, ll.balance_after FROM ledger_lines ll
                  JOIN wallet_accounts w ON w.id = ll.account_id AND w.vendor <> '$bonus'
                 WHERE ll.transaction_id = t.ledger_id AND ll.member_id = t.member_id
                 ORDER BY ll.id LIMIT 1
              ) l ON true
             WHERE t.vendor_id = ${row.vendor_id} AND t.member_id = ${row.member_id} AND t.round_id = ${row.round_id}
             ORDER BY t.created_at, t.transaction_id`,
      );
      // A house round's id is h<house_rounds.id> (modules/house/round-service.ts).
      const houseId = /^h(\d+)$/.exec(row.round_id)?.[1];
      const [house] = houseId
        ? await rowsOf<{
            kind: string;
            bet: unknown;
            outcome: unknown;
            server_seed: string;
            server_seed_hash: string;
            client_seed: string;
            nonce: number;
            status: string;
          }>(
            db,
            sql`SELECT h.kind, h.bet, h.outcome, h.server_seed, h.server_seed_hash, h.client_seed, h.nonce, h.status
                  FROM house_rounds h
                  JOIN house_sessions s ON s.id = h.session_id
                  JOIN vendor_sessions vs ON vs.id = s.vendor_session
                 WHERE h.id = ${houseId} AND s.vendor_id = ${row.vendor_id} AND vs.member_id = ${row.member_id}`,
          )
        : [];
      return {
        round: roundOf(brand, row),
        moves: moves.map((m) => {
          const after = m.balance_after === null ? null : Number(m.balance_after);
          const line = m.line_amount === null ? null : Number(m.line_amount);
          return {
            action: m.action,
            transactionId: m.transaction_id,
            amount: major(brand, Number(m.amount)),
            at: ms(m.created_at) ?? 0,
            balanceBefore: after === null || line === null ? null : major(brand, after - line),
            balanceAfter: after === null ? null : major(brand, after),
            rolledBackBy: m.rolled_back_by,
          };
        }),
        house: house
          ? {
              kind: house.kind,
              bet: house.bet,
              outcome: house.outcome,
              serverSeedHash: house.server_seed_hash,
              serverSeed: house.status === 'settled' || house.status === 'rolled_back' ? house.server_seed : null,
              clientSeed: house.client_seed,
              nonce: house.nonce,
            }
          : null,
      };
    },
  };
}
