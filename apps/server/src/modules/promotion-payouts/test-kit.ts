/** Test helpers of the periodic promotion kinds (rebate, cashback, raffle, red envelope). Not used by the app. */
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import type { WageringDb } from '../../db/schema/promotions.ts';
import { promotions } from '../../db/schema/promotions.ts';
import { validBets } from '../../db/schema/valid-bets.ts';
import { newRaffleSeed } from '../raffles/seed.ts';

export const CASH: WageringDb = {
  multiple: 0,
  base: 'bonus',
  contributions: {},
  maxBet: null,
  maxWin: null,
  expiresDays: 7,
};
export const WAGERED: WageringDb = {
  multiple: 5,
  base: 'bonus',
  contributions: { slots: 100 },
  maxBet: null,
  maxWin: null,
  expiresDays: 7,
};

const uniq = () => randomBytes(5).toString('hex');

/** A published promotion of the demo brand with stored (minor-unit) rules; raffles get a seed. */
export async function promotion(
  exec: DbOrTx,
  brandId: number,
  rules: Record<string, unknown> & { kind: 'rebate' | 'cashback' | 'raffle' | 'envelope' },
  opts: {
    startsAt?: Date;
    endsAt?: Date | null;
    eligibility?: Record<string, unknown>;
    status?: 'published' | 'draft';
  } = {},
): Promise<{ id: number; seed: string | null; seedHash: string | null }> {
  const seed = rules.kind === 'raffle' ? newRaffleSeed() : null;
  const at = new Date('2020-01-01T00:00:00Z');
  const [row] = await exec
    .insert(promotions)
    .values({
      brandId,
      code: `p${uniq()}`,
      kind: rules.kind,
      category: 'other',
      status: opts.status ?? 'published',
      startsAt: opts.startsAt ?? at,
      endsAt: opts.endsAt ?? null,
      title: { EN: `${rules.kind} test` },
      art: { motif: 'gift', hue: 10 },
      eligibility: opts.eligibility ?? { newMembersDays: null, minVipLevel: 0, tags: [], repeat: 'once' },
      rules,
      seed: seed?.seed ?? null,
      seedHash: seed?.seedHash ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: promotions.id });
  if (!row) throw new Error('promotion insert returned nothing');
  return { id: row.id, seed: seed?.seed ?? null, seedHash: seed?.seedHash ?? null };
}

let sourceId = Math.floor(Math.random() * 1e9);

/** A settled valid-bet row. */
export async function validBet(
  exec: DbOrTx,
  brandId: number,
  memberId: number,
  at: Date,
  a: { category?: string; stake: number; valid?: number; win?: number },
): Promise<void> {
  await exec.insert(validBets).values({
    source: 'vendor',
    sourceId: ++sourceId,
    seq: 0,
    brandId,
    memberId,
    uplinePath: [],
    category: a.category ?? 'slots',
    vendorId: 1,
    gameId: 1,
    roundId: `r${uniq()}`,
    stake: a.stake,
    validAmount: a.valid ?? a.stake,
    win: a.win ?? 0,
    settledAt: at,
  });
}
