/**
 * Raffles (docs/decisions/1300-promotions.md "Periodic kinds"): members join (a participation row and
 * an entry); tickets count from joining until the draw: one per `validBetPerTicket` of valid bet (the
 * valid-bet record) and one per `depositPerTicket` of credited deposits. The draw job, keyed
 * (promotions.raffle_draw, promotion, drawAt), fixes every entry's tickets, numbers them in member-id
 * order, draws the winners from HMAC-SHA256(seed, raffle:<id>:<drawAt>:<block>) (contracts
 * raffle-draw.ts, which the web runs too), writes raffle_draws once and issues the prizes as rewards.
 */
import { createHmac } from 'node:crypto';
import { toMajor } from '@app/contracts/money';
import { drawRaffleSync, numberTickets, type RaffleWinner } from '@app/contracts/promotions/raffle-draw';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskName } from '../catalogue/member-games-service.ts';
import { type KindRow, promotionOfKind, titleIn } from '../promotion-payouts/promotion-row.ts';
import { ineligibleError, memberRules } from '../promotions/eligibility.ts';
import { issueReward } from '../promotions/rewards-issue.ts';
import type { Brand } from '../system/brand-types.ts';

export const RAFFLE_DRAW_JOB = 'promotions.raffle_draw';
export const RAFFLE_SCAN_JOB = 'promotions.raffle_scan';

export interface RaffleRules {
  kind: 'raffle';
  validBetPerTicket: number | null;
  depositPerTicket: number | null;
  drawAt: number;
  prizes: { amount: number; count: number }[];
}

type Num = number | string;
const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message).digest());

export function createRaffles(deps: Deps) {
  /** Tickets of every entry (or one member's) between joining and `until`. */
  async function tickets(
    exec: DbOrTx,
    p: KindRow<RaffleRules>,
    until: Date,
    memberId?: number,
  ): Promise<{ memberId: number; tickets: number }[]> {
    const vb = p.rules.validBetPerTicket;
    const dp = p.rules.depositPerTicket;
    const only = memberId === undefined ? sql`` : sql`AND e.member_id = ${memberId}`;
    const rows = await rowsOf<{ member_id: Num; valid: Num; deposited: Num }>(
      exec,
      sql`SELECT e.member_id,
                 ${
                   vb
                     ? sql`(SELECT coalesce(sum(v.valid_amount), 0) FROM valid_bets v WHERE v.member_id = e.member_id
                          AND v.brand_id = e.brand_id AND v.settled_at >= e.joined_at AND v.settled_at < ${until.toISOString()}::timestamptz)`
                     : sql`0`
                 } AS valid,
                 ${
                   dp
                     ? sql`(SELECT coalesce(sum(d.amount), 0) FROM deposit_orders d WHERE d.member_id = e.member_id
                          AND d.brand_id = e.brand_id AND d.status = 'paid' AND d.settled_at >= e.joined_at
                          AND d.settled_at < ${until.toISOString()}::timestamptz)`
                     : sql`0`
                 } AS deposited
            FROM raffle_entries e WHERE e.promotion_id = ${p.id} ${only} ORDER BY e.member_id`,
    );
    return rows.map((r) => ({
      memberId: Number(r.member_id),
      tickets:
        (vb ? Math.max(0, Math.floor(Number(r.valid) / vb)) : 0) +
        (dp ? Math.max(0, Math.floor(Number(r.deposited) / dp)) : 0),
    }));
  }

  async function drawRow(exec: DbOrTx, promotionId: number) {
    const [d] = await rowsOf<{ total_tickets: Num; winners: RaffleWinner[] | string }>(
      exec,
      sql`SELECT total_tickets, winners FROM raffle_draws WHERE promotion_id = ${promotionId}`,
    );
    if (!d) return null;
    const winners = typeof d.winners === 'string' ? (JSON.parse(d.winners) as RaffleWinner[]) : d.winners;
    return { totalTickets: Number(d.total_tickets), winners };
  }

  const service = {
    /** The raffle's screen. */
    async view(brand: Brand, promotionId: number, memberId: number | null, lang: string, exec: DbOrTx = deps.db) {
      const p = await promotionOfKind<RaffleRules>(exec, brand.id, promotionId, 'raffle');
      const mu = brand.settings.minorUnits;
      const drawn = await drawRow(exec, p.id);
      const drawAt = new Date(p.rules.drawAt);
      const now = deps.now();
      const until = now < drawAt ? now : drawAt;
      let joined = false;
      let myTickets = 0;
      let totalTickets = drawn?.totalTickets ?? 0;
      if (memberId !== null) {
        const [e] = await rowsOf<{ tickets: Num | null }>(
          exec,
          sql`SELECT tickets FROM raffle_entries WHERE promotion_id = ${p.id} AND member_id = ${memberId}`,
        );
        joined = Boolean(e);
        if (e)
          myTickets = drawn ? Number(e.tickets ?? 0) : ((await tickets(exec, p, until, memberId))[0]?.tickets ?? 0);
      }
      if (!drawn) totalTickets = (await tickets(exec, p, until)).reduce((s, x) => s + x.tickets, 0);
      // Once drawn, every entrant's ticket count in member-id order: anyone can redo the draw.
      const entryTickets = drawn
        ? (
            await rowsOf<{ tickets: Num | null }>(
              exec,
              sql`SELECT tickets FROM raffle_entries WHERE promotion_id = ${p.id} ORDER BY member_id`,
            )
          ).map((e) => Number(e.tickets ?? 0))
        : undefined;
      const names = new Map<number, string>();
      if (drawn && drawn.winners.length > 0) {
        const rows = await rowsOf<{ id: Num; username: string }>(
          exec,
          sql`SELECT id, username FROM members WHERE id IN (${sql.join(
            drawn.winners.map((w) => sql`${w.memberId}`),
            sql`, `,
          )})`,
        );
        for (const r of rows) names.set(Number(r.id), r.username);
      }
      return {
        promotionId: p.id,
        title: titleIn(p.title, lang),
        status: drawn ? ('drawn' as const) : ('open' as const),
        drawAt: p.rules.drawAt,
        seedHash: p.seedHash ?? '',
        seed: drawn ? p.seed : null,
        joined,
        myTickets,
        totalTickets,
        prizes: p.rules.prizes.map((x, i) => ({ rank: i + 1, amount: toMajor(x.amount, mu), count: x.count })),
        winners: (drawn?.winners ?? []).map((w) => ({
          rank: w.rank,
          username: maskName(names.get(w.memberId) ?? ''),
          ticket: w.ticket,
          amount: toMajor(w.amount, mu),
          mine: w.memberId === memberId,
        })),
        ...(entryTickets ? { entryTickets } : {}),
      };
    },

    /** Joins (SPEC §7 MCS2_claimRafflePromotion): tickets count from now until the draw. */
    async join(brand: Brand, memberId: number, promotionId: number, lang: string) {
      await deps.db.transaction(async (tx) => {
        const p = await promotionOfKind<RaffleRules>(tx, brand.id, promotionId, 'raffle');
        const now = deps.now();
        if (await drawRow(tx, p.id)) throw new AppError('promotions.raffle.drawn');
        if (p.startsAt > now) throw new AppError('promotions.not.started');
        if (p.status === 'ended' || now.getTime() >= p.rules.drawAt || (p.endsAt && p.endsAt <= now)) {
          throw new AppError('promotions.ended');
        }
        const why = await memberRules(tx, brand, p.row, memberId, now);
        if (why) throw ineligibleError(why);
        const [made] = await rowsOf<{ member_id: Num }>(
          tx,
          sql`INSERT INTO raffle_entries (promotion_id, member_id, brand_id, joined_at)
              VALUES (${p.id}, ${memberId}, ${brand.id}, ${now.toISOString()}::timestamptz)
              ON CONFLICT DO NOTHING RETURNING member_id`,
        );
        if (!made) throw new AppError('promotions.raffle.joined');
        await rowsOf(
          tx,
          sql`INSERT INTO promotion_participations (promotion_id, member_id, period_key, brand_id, created_at)
              VALUES (${p.id}, ${memberId}, 'once', ${brand.id}, ${now.toISOString()}::timestamptz)
              ON CONFLICT DO NOTHING`,
        );
      });
      return service.view(brand, promotionId, memberId, lang);
    },

    /** Makes the draw once (inside the job's transaction): false when it was made before. */
    async draw(
      tx: Tx,
      brand: Brand,
      promotionId: number,
    ): Promise<{ drawn: boolean; winners: number; tickets: number }> {
      await rowsOf(tx, sql`SELECT id FROM promotions WHERE id = ${promotionId} FOR UPDATE`);
      if (await drawRow(tx, promotionId)) return { drawn: false, winners: 0, tickets: 0 };
      const p = await promotionOfKind<RaffleRules>(tx, brand.id, promotionId, 'raffle');
      if (!p.seed) throw new Error(`raffle ${p.id} has no seed`);
      const drawAt = new Date(p.rules.drawAt);
      const entries = await tickets(tx, p, drawAt);
      const { numbered, total } = numberTickets(entries);
      const winners = drawRaffleSync(p.seed, p.id, p.rules.drawAt, entries, p.rules.prizes, hmac);
      const now = deps.now();
      await rowsOf(
        tx,
        sql`INSERT INTO raffle_draws (promotion_id, brand_id, drawn_at, total_tickets, winners)
            VALUES (${p.id}, ${brand.id}, ${now.toISOString()}::timestamptz, ${total}, ${JSON.stringify(winners)}::jsonb)`,
      );
      if (numbered.length > 0) {
        await rowsOf(
          tx,
          sql`UPDATE raffle_entries e SET tickets = x.tickets, first_ticket = x.first_ticket
                FROM jsonb_to_recordset(${JSON.stringify(
                  numbered.map((n) => ({ member_id: n.memberId, tickets: n.tickets, first_ticket: n.firstTicket })),
                )}::jsonb) AS x(member_id bigint, tickets bigint, first_ticket bigint)
               WHERE e.promotion_id = ${p.id} AND e.member_id = x.member_id`,
        );
      }
      for (const w of winners) {
        await issueReward(tx, {
          brandId: brand.id,
          memberId: w.memberId,
          promotionId: p.id,
          source: 'raffle',
          sourceKey: `raffle:${p.id}:${w.rank}:${w.memberId}`,
          title: p.title,
          amount: w.amount,
          wagering: p.rules.wagering,
          actor: 'system',
          at: now,
        });
      }
      return { drawn: true, winners: winners.length, tickets: total };
    },

    /** Published raffles not drawn yet: (brand, promotion, drawAt), for scheduling their draws. */
    async undrawn(): Promise<{ brandId: number; promotionId: number; drawAt: number }[]> {
      const rows = await rowsOf<{ brand_id: Num; id: Num; draw_at: Num }>(
        deps.db,
        sql`SELECT p.brand_id, p.id, (p.rules ->> 'drawAt')::bigint AS draw_at FROM promotions p
             WHERE p.kind = 'raffle' AND p.status IN ('published', 'ended')
               AND NOT EXISTS (SELECT 1 FROM raffle_draws d WHERE d.promotion_id = p.id)`,
      );
      return rows.map((r) => ({ brandId: Number(r.brand_id), promotionId: Number(r.id), drawAt: Number(r.draw_at) }));
    },
  };
  return service;
}

export type RafflesService = ReturnType<typeof createRaffles>;
