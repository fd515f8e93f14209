import { bigint, boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bonusGrants } from './promotions.ts';

// The bonus engine's own bookkeeping (migrations/1301_bonus_engine.sql; docs/decisions/1300-promotions.md).

const id = (name: string) => bigint(name, { mode: 'number' });

/** A round (bet_rounds.id) that staked bonus money: its bonus stake and grant. */
export const bonusRounds = pgTable('bonus_rounds', {
  roundId: id('round_id').primaryKey(),
  grantId: id('grant_id')
    .notNull()
    .references(() => bonusGrants.id),
  memberId: id('member_id').notNull(),
  stake: id('stake').notNull(),
  open: boolean('open').notNull().default(true),
});

/** A bet (vendor transaction) that staked bonus money: its bonus share. */
export const bonusBets = pgTable(
  'bonus_bets',
  {
    vendorId: integer('vendor_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    roundId: id('round_id').notNull(),
    grantId: id('grant_id')
      .notNull()
      .references(() => bonusGrants.id),
    amount: id('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.transactionId] })],
);
