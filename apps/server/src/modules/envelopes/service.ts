/**
 * Red envelopes (docs/decisions/1300-promotions.md "Periodic kinds"): the open job makes a round at each
 * configured brand-local time (keyed by promotion and opensAt), its pool split into `shares` up front
 * (contracts envelope-split.ts, node:crypto's randomInt), one envelope_shares row each. A claim writes
 * the member's participation row first (one per member per round: a racing second claim of the same
 * member waits on it, then is refused), then takes the lowest free share it can lock, skipping those
 * other claimers hold, so claimers do not queue behind one row (none free: empty; no round open:
 * closed). The reward is issued and claimed in the same transaction: cash from the brand's bonus
 * account when the wagering multiple is 0, else a bonus grant through the BonusEngine.
 */
import { randomInt } from 'node:crypto';
import { toMajor } from '@app/contracts/money';
import { splitEnvelope } from '@app/contracts/promotions/envelope-split';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { recordEvent } from '../../events/record.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BonusEngine } from '../bonus/types.ts';
import { type KindRow, promotionOfKind, titleIn } from '../promotion-payouts/promotion-row.ts';
import { ineligibleError, memberRules } from '../promotions/eligibility.ts';
import { issueReward } from '../promotions/rewards-issue.ts';
import type { Brand } from '../system/brand-types.ts';
import type { WalletService } from '../wallet/wallet-service.ts';

export const ENVELOPE_OPEN_JOB = 'promotions.envelope_open';
export const ENVELOPE_SCAN_JOB = 'promotions.envelope_scan';

export interface EnvelopeRules {
  kind: 'envelope';
  times: string[];
  windowMinutes: number;
  pool: number;
  shares: number;
}

type Num = number | string;
const DAY = 86_400_000;

/** The rounds' opening moments of the brand-local days around `at` (yesterday, today, tomorrow), in order. */
export function openings(rules: EnvelopeRules, offsetMinutes: number, at: Date): Date[] {
  const shift = offsetMinutes * 60_000;
  const today = Math.floor((at.getTime() + shift) / DAY) * DAY - shift;
  const out: Date[] = [];
  for (const d of [-1, 0, 1]) {
    for (const t of rules.times) {
      const [h, m] = t.split(':').map(Number);
      out.push(new Date(today + d * DAY + ((h ?? 0) * 60 + (m ?? 0)) * 60_000));
    }
  }
  return out.sort((a, b) => a.getTime() - b.getTime());
}

const live = (p: KindRow<EnvelopeRules>, at: Date) =>
  p.status === 'published' && p.startsAt <= at && (p.endsAt === null || p.endsAt > at);

export function createEnvelopes(deps: Deps, wallet: WalletService, bonus: BonusEngine) {
  async function openRound(exec: DbOrTx, promotionId: number, now: Date) {
    const [r] = await rowsOf<{ id: Num; opens_at: string; closes_at: string; pool: Num; n: Num }>(
      exec,
      sql`SELECT id, opens_at, closes_at, pool, jsonb_array_length(shares) AS n FROM envelope_rounds
           WHERE promotion_id = ${promotionId} AND opens_at <= ${now.toISOString()}::timestamptz
             AND closes_at > ${now.toISOString()}::timestamptz
           ORDER BY opens_at DESC LIMIT 1`,
    );
    return r;
  }

  const service = {
    /** Opens the round of `opensAt` once (inside the job's transaction); false when it exists or the promotion is not live. */
    async open(tx: Tx, brand: Brand, promotionId: number, opensAt: Date): Promise<{ opened: boolean }> {
      const p = await promotionOfKind<EnvelopeRules>(tx, brand.id, promotionId, 'envelope');
      if (!live(p, opensAt)) return { opened: false };
      const shares = splitEnvelope(p.rules.pool, p.rules.shares, (n) => randomInt(n));
      const closes = new Date(opensAt.getTime() + p.rules.windowMinutes * 60_000);
      const made = await rowsOf<{ id: Num }>(
        tx,
        sql`INSERT INTO envelope_rounds (brand_id, promotion_id, opens_at, closes_at, pool, shares)
            VALUES (${brand.id}, ${p.id}, ${opensAt.toISOString()}::timestamptz, ${closes.toISOString()}::timestamptz,
                    ${p.rules.pool}, ${JSON.stringify(shares)}::jsonb)
            ON CONFLICT (promotion_id, opens_at) DO NOTHING RETURNING id`,
      );
      const [round] = made;
      if (!round) return { opened: false };
      await rowsOf(
        tx,
        sql`INSERT INTO envelope_shares (round_id, share_no, amount)
            SELECT ${round.id}, s.n, s.amount::bigint
              FROM jsonb_array_elements_text(${JSON.stringify(shares)}::jsonb) WITH ORDINALITY AS s(amount, n)`,
      );
      return { opened: true };
    },

    /** Opening moments due by `now` + lead whose window is not over: (brand, promotion, opensAt) to schedule. */
    async due(
      brandOffset: (brandId: number) => Promise<number | null>,
      now: Date,
      leadMs = 60_000,
    ): Promise<{ brandId: number; promotionId: number; opensAt: Date }[]> {
      const rows = await rowsOf<{ id: Num; brand_id: Num; rules: EnvelopeRules | string }>(
        deps.db,
        sql`SELECT id, brand_id, rules FROM promotions WHERE kind = 'envelope' AND status = 'published'`,
      );
      const out: { brandId: number; promotionId: number; opensAt: Date }[] = [];
      for (const r of rows) {
        const rules = (typeof r.rules === 'string' ? JSON.parse(r.rules) : r.rules) as EnvelopeRules;
        const off = await brandOffset(Number(r.brand_id));
        if (off === null) continue;
        for (const o of openings(rules, off, now)) {
          const closes = o.getTime() + rules.windowMinutes * 60_000;
          if (o.getTime() <= now.getTime() + leadMs && closes > now.getTime()) {
            out.push({ brandId: Number(r.brand_id), promotionId: Number(r.id), opensAt: o });
          }
        }
      }
      return out;
    },

    /** The envelope screen: the round open now, the next opening, the reader's share. */
    async view(brand: Brand, promotionId: number, memberId: number | null, lang: string, exec: DbOrTx = deps.db) {
      const p = await promotionOfKind<EnvelopeRules>(exec, brand.id, promotionId, 'envelope');
      const mu = brand.settings.minorUnits;
      const now = deps.now();
      const r = await openRound(exec, p.id, now);
      let myShare: number | null = null;
      let left = 0;
      if (r) {
        const [c] = await rowsOf<{ left: Num; mine: Num | null }>(
          exec,
          sql`SELECT count(*) FILTER (WHERE member_id IS NULL) AS left,
                     max(amount) FILTER (WHERE member_id = ${memberId ?? 0}) AS mine
                FROM envelope_shares WHERE round_id = ${r.id}`,
        );
        left = Number(c?.left ?? 0);
        if (c?.mine !== null && c?.mine !== undefined) myShare = toMajor(Number(c.mine), mu);
      }
      const next = openings(p.rules, brand.settings.timezoneOffsetMinutes, now).find(
        (o) => o > now && (p.endsAt === null || o < p.endsAt) && p.status === 'published',
      );
      return {
        promotionId: p.id,
        title: titleIn(p.title, lang),
        round: r
          ? {
              id: Number(r.id),
              opensAt: new Date(r.opens_at).getTime(),
              closesAt: new Date(r.closes_at).getTime(),
              shares: Number(r.n),
              sharesLeft: left,
              pool: toMajor(Number(r.pool), mu),
            }
          : null,
        nextOpensAt: next ? next.getTime() : null,
        myShare,
      };
    },

    /**
     * Takes the next share of the open round: issued and claimed in one transaction. The same request
     * again (its requestId) answers the share it took; another claim in the round is refused.
     */
    async claim(brand: Brand, memberId: number, promotionId: number, lang: string, requestId: string) {
      const { amount, rewardId } = await deps.db.transaction(async (tx) => {
        const p = await promotionOfKind<EnvelopeRules>(tx, brand.id, promotionId, 'envelope');
        const now = deps.now();
        if (p.startsAt > now) throw new AppError('promotions.not.started');
        if (!live(p, now)) throw new AppError('promotions.ended');
        const why = await memberRules(tx, brand, p.row, memberId, now);
        if (why) throw ineligibleError(why);
        // The accounts first (opened on first use), outside the share's lock.
        const cash =
          p.rules.wagering.multiple === 0
            ? {
                from: await wallet.book.brand(tx, brand.id, 'bonus', brand.settings.currency),
                to: await wallet.book.member(tx, brand.id, memberId, brand.settings.currency),
              }
            : null;
        const round = await openRound(tx, p.id, now);
        if (!round) throw new AppError('promotions.envelope.closed');
        const roundId = Number(round.id);
        // The participation row first: one claim per member and round, a racing second one waits here.
        const part = await rowsOf<{ k: string }>(
          tx,
          sql`INSERT INTO promotion_participations (promotion_id, member_id, period_key, brand_id, reference, created_at)
              VALUES (${p.id}, ${memberId}, ${`round:${roundId}`}, ${brand.id}, ${String(roundId)}, ${now.toISOString()}::timestamptz)
              ON CONFLICT (promotion_id, member_id, period_key) DO NOTHING RETURNING period_key AS k`,
        );
        if (part.length === 0) {
          const [again] = await rowsOf<{ amount: Num; reward_id: Num }>(
            tx,
            sql`SELECT amount, reward_id FROM envelope_shares
                 WHERE round_id = ${roundId} AND member_id = ${memberId} AND request_id = ${requestId}`,
          );
          if (again) return { amount: Number(again.amount), rewardId: Number(again.reward_id) };
          throw new AppError('promotions.envelope.claimed');
        }
        const taken = await takeShare(tx, roundId, memberId, now, requestId);
        if (!taken) throw new AppError('promotions.envelope.empty');
        const { shareNo, amount: share } = taken;
        const reward = await issueReward(tx, {
          brandId: brand.id,
          memberId,
          promotionId: p.id,
          source: 'envelope',
          sourceKey: `envelope:${roundId}:${memberId}`,
          title: p.title,
          amount: share,
          wagering: p.rules.wagering,
          at: now,
        });
        await claimNow(tx, brand, memberId, p, reward.id, share, now, cash);
        await rowsOf(
          tx,
          sql`UPDATE envelope_shares SET reward_id = ${reward.id} WHERE round_id = ${roundId} AND share_no = ${shareNo}`,
        );
        return { amount: share, rewardId: reward.id };
      });
      return {
        amount: toMajor(amount, brand.settings.minorUnits),
        rewardId,
        envelope: await service.view(brand, promotionId, memberId, lang),
      };
    },
  };

  /**
   * Takes the lowest free share of the round for the member, or null when none is left. It skips the
   * shares other claimers hold; only when every free share is held does it wait for one (a holder that
   * rolls back frees its share), so nobody is told "empty" while a share may still come free.
   */
  async function takeShare(tx: Tx, roundId: number, memberId: number, now: Date, requestId: string) {
    const take = async (skipLocked: boolean) => {
      const [s] = await rowsOf<{ share_no: number; amount: Num }>(
        tx,
        sql`UPDATE envelope_shares SET member_id = ${memberId}, claimed_at = ${now.toISOString()}::timestamptz,
                   request_id = ${requestId}
             WHERE (round_id, share_no) = (
               SELECT round_id, share_no FROM envelope_shares
                WHERE round_id = ${roundId} AND member_id IS NULL
                ORDER BY share_no LIMIT 1 FOR UPDATE ${skipLocked ? sql`SKIP LOCKED` : sql``})
               AND member_id IS NULL
             RETURNING share_no, amount`,
      );
      return s ? { shareNo: Number(s.share_no), amount: Number(s.amount) } : null;
    };
    for (;;) {
      const got = await take(true);
      if (got) return got;
      // Every free share is held by a claimer in flight (or none is left): wait for the lowest held one.
      const [free] = await rowsOf<{ n: Num }>(
        tx,
        sql`SELECT 1 AS n FROM envelope_shares WHERE round_id = ${roundId} AND member_id IS NULL LIMIT 1`,
      );
      if (!free) return null;
      const waited = await take(false);
      if (waited) return waited;
    }
  }

  /** Claims the reward just issued: cash (wagering multiple 0) or a bonus grant. */
  async function claimNow(
    tx: Tx,
    brand: Brand,
    memberId: number,
    p: KindRow<EnvelopeRules>,
    rewardId: number,
    amount: number,
    now: Date,
    cash: { from: number; to: number } | null,
  ): Promise<void> {
    let transactionId: number | null = null;
    let grantId: number | null = null;
    if (cash) {
      const { from, to } = cash;
      const posted = await wallet.post(tx, {
        brandId: brand.id,
        idempotencyKey: `reward:${rewardId}`,
        kind: 'bonus',
        referenceType: 'promotion_reward',
        referenceId: String(rewardId),
        memo: 'red envelope',
        lines: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
      });
      transactionId = posted.transactionId;
      await rowsOf(
        tx,
        sql`UPDATE promotion_rewards SET status = 'claimed', claimed_at = ${now.toISOString()}::timestamptz,
              ledger_tx_id = ${transactionId} WHERE id = ${rewardId}`,
      );
    } else {
      ({ grantId } = await bonus.grant(tx, {
        brand,
        memberId,
        promotionId: p.id,
        sourceKey: `reward:${rewardId}`,
        title: p.title,
        amount,
        depositAmount: 0,
        wagering: p.rules.wagering,
        actor: '',
      }));
      await rowsOf(
        tx,
        sql`UPDATE promotion_rewards SET status = 'claimed', claimed_at = ${now.toISOString()}::timestamptz,
              grant_id = ${grantId} WHERE id = ${rewardId}`,
      );
    }
    await recordEvent(tx, {
      type: 'promotion.reward_claimed',
      brandId: brand.id,
      subject: String(memberId),
      payload: { memberId, rewardId, amount, transactionId, grantId },
      at: now,
    });
  }

  return service;
}

export type EnvelopesService = ReturnType<typeof createEnvelopes>;
