/**
 * Group commit for the vendor API's bets and wins (docs/decisions/0415-vendor-api-hot-path.md). Each
 * database round trip costs far more than the work it carries, so calls that arrive while a batch is
 * being booked wait and go together in the next one: one statement (vendor_money_calls, migrations 0412
 * and 0413) books them all, each all-or-nothing on its own, and writes the valid-bet rows and
 * `bet.settled` events of the rounds they settle (record_settled_rounds): one round trip and one commit
 * a batch. An idle server books a lone call at once; nothing waits on a timer. Answers are given only
 * after the commit.
 *
 * A batch holds at most one call per member and per transaction id, in member order, and no member is
 * in two running batches, so two batches never wait on each other over one member (see the decision).
 */
import type { ErrorCode } from '@app/contracts/errors';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { MAX_UPLINE_DEPTH, settledRoundKey } from '../valid-bets/record.ts';
import { dbErrorOf } from '../wallet/ledger.ts';
import type { VendorReply } from './replies.ts';
import type { Session, VendorRow } from './sessions.ts';

/** Calls booked together at most (each is a subtransaction: PostgreSQL keeps 64 per transaction cheap). */
const MAX_BATCH = 48;
/** Batches booked at once on PostgreSQL (each on its own connection, with members no other one has). */
const IN_FLIGHT = 3;
const RETRIES = 3;
/** Deadlock and serialisation failures (say with another server copy): the batch rolled back, run it again. */
const RETRYABLE = new Set(['40P01', '40001']);

/** One bet or win, ready to book: everything the statement needs, looked up before. */
export interface MoneyCall {
  action: 'bet' | 'win';
  vendor: VendorRow;
  session: Session;
  transactionId: string;
  fingerprint: string;
  roundId: string;
  gameId: number;
  category: string;
  amount: number;
  /** A win that closes its round. */
  roundEnded: boolean;
  /** A bet while the vendor or game is closed for new stakes (refused after the player checks). */
  closed: boolean;
  trialType: number;
  /** The member's game account and the brand's house account (real money). */
  accounts: { accountId: number; houseId: number } | null;
  ledgerKey: string;
  ledgerRef: string;
  winnerMin: number;
  /** The success reply's text with its balance and ledger id left as holes (see the migration). */
  answer: string;
}

export interface StoredRow {
  action: string;
  fingerprint: string | null;
  http_status: number;
  answer: string;
}

export type CallOutcome =
  /** Booked and answered; `moved` when money moved (the wallet, or a trial account's play money). */
  | { kind: 'done'; reply: VendorReply; moved: boolean }
  /** Refused; nothing was booked and the caller stores the refusal. */
  | { kind: 'refused'; code: ErrorCode }
  /** The transaction id was answered before: its stored row. */
  | { kind: 'taken'; stored: StoredRow };

interface Job {
  call: MoneyCall;
  resolve(o: CallOutcome): void;
  reject(e: unknown): void;
}

interface OutcomeRow {
  call_n: number;
  outcome: 'done' | 'refused' | 'taken';
  refusal: string | null;
  ledger_tx: number | string | null;
  settles: boolean;
  stored_action: string | null;
  stored_fingerprint: string | null;
  stored_status: number | null;
  reply: string | null;
}

/** The balance and ledger id holes of a success reply (JSON strings no input can contain: NUL is refused). */
export const BALANCE_HOLE = '\u0000balance';
export const LEDGER_HOLE = '\u0000ledger';

export function createMoneyBatcher(deps: Deps) {
  let waiting: Job[] = [];
  /** Batches running now, at most inFlight: PGlite has one connection, PostgreSQL a pool of them. */
  let running = 0;
  const inFlight = deps.database.kind === 'pglite' ? 1 : IN_FLIGHT;
  /** Members with a call in a running batch: their next calls wait for it. */
  const busy = new Set<number>();

  /**
   * The batch as vendor_money_calls reads it. Each call is one object literal with every field named
   * (no spread): JSON.stringify walks a spread-built object of this size about 15 times slower (it ends
   * up in dictionary mode), which was about 30 µs of the server's CPU a call.
   */
  const callJson = (jobs: Job[], at: Date) =>
    JSON.stringify(
      jobs.map(({ call: c }, n) => {
        // What record_settled_rounds needs for a round this call settles; its n, brand, member, vendor
        // and round are the call's own.
        const key = settledRoundKey({ session: c.session, vendor: c.vendor, roundId: c.roundId, at }, n);
        return {
          n,
          brand_id: key.brand_id,
          member_id: key.member_id,
          vendor_id: key.vendor_id,
          vassalage: key.vassalage,
          round_id: key.round_id,
          vendor_excluded: key.vendor_excluded,
          excluded_categories: key.excluded_categories,
          at: key.at,
          action: c.action,
          transaction_id: c.transactionId,
          fingerprint: c.fingerprint,
          session_id: c.session.id,
          game_id: c.gameId,
          category: c.category,
          free_play: c.session.freePlay,
          amount: c.amount,
          round_ended: c.roundEnded,
          closed: c.closed,
          trial_type: c.trialType,
          account_id: c.accounts?.accountId ?? null,
          house_id: c.accounts?.houseId ?? null,
          ledger_key: c.ledgerKey,
          ledger_ref: c.ledgerRef,
          winner_min: c.winnerMin,
          answer: c.answer,
          max_depth: MAX_UPLINE_DEPTH,
        };
      }),
    );

  /** Books the jobs, and the valid-bet rows and events of the rounds they settle, in one statement. */
  const book = (jobs: Job[], at: Date) =>
    rowsOf<OutcomeRow>(
      deps.db,
      sql`SELECT * FROM vendor_money_calls(${callJson(jobs, at)}::jsonb, ${at.toISOString()}::timestamptz)`,
    );

  async function runBatch(jobs: Job[]): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        settle(jobs, await book(jobs, deps.now()));
        return;
      } catch (e) {
        const code = dbErrorOf(e)?.code;
        if (code && RETRYABLE.has(code) && attempt < RETRIES) continue;
        if (jobs.length > 1) {
          // Something unexpected in one call must not fail the others: book each on its own.
          for (const job of jobs) await runBatch([job]);
          return;
        }
        for (const job of jobs) job.reject(e);
        return;
      }
    }
  }

  function settle(jobs: Job[], rows: OutcomeRow[]): void {
    const seen = new Set<number>();
    for (const row of rows) {
      const job = jobs[row.call_n];
      if (!job) continue;
      seen.add(row.call_n);
      if (row.outcome === 'done') {
        job.resolve({
          kind: 'done',
          reply: { status: 200, body: row.reply ?? '' },
          moved: row.ledger_tx !== null || (job.call.session.freePlay && job.call.amount > 0),
        });
      } else if (row.outcome === 'refused') {
        job.resolve({ kind: 'refused', code: (row.refusal ?? 'unknown_error') as ErrorCode });
      } else {
        job.resolve({
          kind: 'taken',
          stored: {
            action: row.stored_action ?? '',
            fingerprint: row.stored_fingerprint,
            http_status: Number(row.stored_status),
            answer: row.reply ?? '',
          },
        });
      }
    }
    jobs.forEach((job, n) => {
      if (!seen.has(n)) job.reject(new Error('vendor money call not answered by its batch'));
    });
  }

  /**
   * The next batch: waiting calls in arrival order, one per member and per transaction id, none for a
   * member whose call is in a batch still running.
   */
  function take(): Job[] {
    const batch: Job[] = [];
    const rest: Job[] = [];
    const members = new Set<number>();
    const ids = new Set<string>();
    for (const job of waiting) {
      const { session, vendor, transactionId } = job.call;
      const id = `${vendor.id}:${transactionId}`;
      const member = session.memberId;
      if (batch.length >= MAX_BATCH || members.has(member) || busy.has(member) || ids.has(id)) {
        rest.push(job);
        continue;
      }
      members.add(member);
      ids.add(id);
      batch.push(job);
    }
    waiting = rest;
    return batch;
  }

  /** Starts batches while calls wait and fewer than the allowed number run. */
  function pump(): void {
    while (running < inFlight && waiting.length > 0) {
      const batch = take();
      if (batch.length === 0) return;
      running++;
      for (const job of batch) busy.add(job.call.session.memberId);
      void runBatch(batch).finally(() => {
        running--;
        for (const job of batch) busy.delete(job.call.session.memberId);
        pump();
      });
    }
  }

  return {
    /** Books a call in the next batch; resolves after its commit. */
    submit(call: MoneyCall): Promise<CallOutcome> {
      return new Promise<CallOutcome>((resolve, reject) => {
        waiting.push({ call, resolve, reject });
        pump();
      });
    },
  };
}

export type MoneyBatcher = ReturnType<typeof createMoneyBatcher>;
