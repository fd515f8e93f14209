import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import {
  adjust,
  deposit,
  type Model,
  type Real,
  reverse,
  settleDeposit,
  settleWithdrawal,
  transfer,
  walletTransfer,
  withdraw,
} from '../../../test/wallet-model.ts';
import { memberBankAccounts } from '../../db/schema/index.ts';
import type { Brand } from '../system/brand-types.ts';
import { localDay } from '../wallet/money.ts';

const RUNS = Number(process.env.MODEL_RUNS ?? 1_000);
const MEMBERS = 3;

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await createTestApp();
  brand = await t.app.brands.create({
    merchantCode: 'model',
    name: 'Model',
    settings: { isSingle: false, walletVendors: ['SLOTX'], withdrawalDailyCount: 40 },
  });
});
afterAll(() => t.close());

const who = fc.nat({ max: MEMBERS - 1 });
const small = fc.integer({ min: 1, max: 60_000 });
const commands = fc.commands(
  [
    fc.tuple(who, fc.integer({ min: 10_000, max: 200_000 })).map(([w, a]) => deposit(w, a)),
    fc.tuple(fc.nat(), fc.boolean()).map(([p, ok]) => settleDeposit(p, ok)),
    fc.tuple(who, small).map(([w, a]) => withdraw(w, a)),
    fc.tuple(fc.nat(), fc.boolean()).map(([p, ok]) => settleWithdrawal(p, ok)),
    fc.tuple(who, who, small).map(([a, b, n]) => transfer(a, b, n)),
    fc.tuple(who, fc.boolean(), small).map(([w, out, n]) => walletTransfer(w, out, n)),
    fc
      .tuple(
        who,
        fc.integer({ min: -50_000, max: 50_000 }).filter((n) => n !== 0),
      )
      .map(([w, n]) => adjust(w, n)),
    fc.nat().map((p) => reverse(p)),
  ],
  { maxCommands: 12 },
);

describe('the wallet against a simple model', () => {
  it(`agrees with the model over ${RUNS} random sequences of deposits, withdrawals, transfers, approvals, rejections and reversals`, async () => {
    const s = t.app.services;
    const members: number[] = [];
    const usernames = new Map<number, string>();
    const banks: Real['banks'] = new Map();
    for (let i = 0; i < MEMBERS; i++) {
      const m = await createMember(t.app, { brandId: brand.id });
      members.push(m.id);
      usernames.set(m.id, m.username);
      const [bank] = await t.app.deps.db
        .insert(memberBankAccounts)
        .values({ brandId: brand.id, memberId: m.id, bankName: 'B', accountName: 'N', accountNumber: `${m.id}00` })
        .returning();
      if (bank) banks.set(m.id, bank);
      await s.wallet.memberAndBrand(t.app.deps.db, brand, {
        memberId: m.id,
        brandAccount: 'deposit_clearing',
        amount: 200_000,
        kind: 'deposit',
        idempotencyKey: `model-seed:${m.id}`,
        referenceType: 'test',
        referenceId: 'seed',
      });
    }
    const real: Real = { s, brand, database: t.database, members, usernames, banks };
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        // Each sequence starts from the members' money as the database holds it now.
        const rows = await sqlRows<{ member_id: number; kind: string; balance: number; held: number }>(
          t,
          sql`SELECT member_id, kind, balance, held FROM wallet_accounts WHERE brand_id = ${brand.id} AND member_id IS NOT NULL`,
        );
        const model: Model = {
          acct: new Map(
            members.map((id) => {
              const main = rows.find((r) => Number(r.member_id) === id && r.kind === 'main');
              const sub = rows.find((r) => Number(r.member_id) === id && r.kind === 'vendor');
              return [
                id,
                { main: Number(main?.balance ?? 0), held: Number(main?.held ?? 0), sub: Number(sub?.balance ?? 0) },
              ];
            }),
          ),
          today: new Map(
            (
              await sqlRows<{ member_id: number; n: number }>(
                t,
                sql`SELECT member_id, count(*)::int AS n FROM withdrawals WHERE brand_id = ${brand.id} AND local_day = ${localDay(brand, t.app.deps.now())} GROUP BY member_id`,
              )
            ).map((r) => [Number(r.member_id), r.n]),
          ),
          deposits: [],
          withdrawals: [],
          txs: [],
        };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      { numRuns: RUNS },
    );
    await expectConservation(t.database);
    const [{ n } = { n: 0 }] = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE brand_id = ${brand.id}`,
    );
    expect(n).toBeGreaterThan(RUNS);
  }, 600_000);
});
