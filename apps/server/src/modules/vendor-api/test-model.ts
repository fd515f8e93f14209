/**
 * A model of the vendor API's money calls for the model-based test (vendor-api.model.test.ts): what
 * each bet, win and rollback must answer when the calls run one after another, per
 * docs/vendor-api.md. Calls sent concurrently may run in any order, so a batch is accepted when some
 * order of it gives exactly the answers the server gave; every such order's end state is kept.
 */

export type ModelCall =
  | { action: 'bet'; player: number; txn: string; round: string; amount: number }
  | { action: 'win'; player: number; txn: string; round: string; amount: number; ended: boolean }
  | { action: 'rollback'; player: number; txn: string; betTxn: string };

/** What an answer says, as far as the model predicts it: accepted with the amount moved, or the refusal code. */
export type Outcome = { ok: true; amount: number } | { ok: false; code: string };

/** Why the model refused a win: the round never held a bet, its bets were rolled back, or it was settled. */
export type WinRefusal = 'no bet' | 'rolled back' | 'settled';

interface RoundState {
  status: 'open' | 'settled' | 'rolled_back';
  bet: number;
  win: number;
}

export interface ModelState {
  balance: number[];
  rounds: Record<string, RoundState>;
  /** Accepted bets by transaction id. */
  bets: Record<string, { player: number; round: string; amount: number; rolledBack: boolean }>;
  /** The first answer of every transaction id (a rollback that came first stores its bet's refusal). */
  answered: Record<string, Outcome>;
  /** Win refusals so far, by reason (to show the random runs reached each case). */
  winRefusals: Record<WinRefusal, number>;
}

export function initialState(players: number, balance: number): ModelState {
  return {
    balance: Array.from({ length: players }, () => balance),
    rounds: {},
    bets: {},
    answered: {},
    winRefusals: { 'no bet': 0, 'rolled back': 0, settled: 0 },
  };
}

const refuse = (code: string): Outcome => ({ ok: false, code });
const accept = (amount: number): Outcome => ({ ok: true, amount });

/** Applies one call to the state (in place) and returns the answer it must get. */
function apply(s: ModelState, c: ModelCall): Outcome {
  const first = s.answered[c.txn];
  if (first) return first;
  const out = decide(s, c);
  s.answered[c.txn] = out;
  return out;
}

function decide(s: ModelState, c: ModelCall): Outcome {
  const balance = s.balance[c.player] ?? 0;
  if (c.action === 'bet') {
    const key = `${c.player}:${c.round}`;
    const round = s.rounds[key];
    if (round && round.status !== 'open') return refuse('vendor.round.closed');
    if (c.amount > balance) return refuse('vendor.funds.insufficient');
    s.balance[c.player] = balance - c.amount;
    s.rounds[key] = { status: 'open', bet: (round?.bet ?? 0) + c.amount, win: round?.win ?? 0 };
    s.bets[c.txn] = { player: c.player, round: key, amount: c.amount, rolledBack: false };
    return accept(c.amount);
  }
  if (c.action === 'win') {
    const round = s.rounds[`${c.player}:${c.round}`];
    if (round?.status !== 'open' || round.bet === 0) {
      const why: WinRefusal = !round ? 'no bet' : round.status === 'settled' ? 'settled' : 'rolled back';
      s.winRefusals[why]++;
      return refuse('vendor.win.no.bet');
    }
    s.balance[c.player] = balance + c.amount;
    round.win += c.amount;
    if (c.ended) round.status = 'settled';
    return accept(c.amount);
  }
  // A rollback before its bet: nothing to refund, and the bet is refused when it comes.
  if (!s.answered[c.betTxn]) {
    s.answered[c.betTxn] = refuse('vendor.bet.rolled.back');
    return accept(0);
  }
  const bet = s.bets[c.betTxn];
  if (!bet || bet.rolledBack || bet.player !== c.player) return accept(0);
  const round = s.rounds[bet.round];
  if (!round) throw new Error(`model: bet ${c.betTxn} without its round`);
  if (round.status === 'settled') return refuse('vendor.round.closed');
  bet.rolledBack = true;
  round.bet -= bet.amount;
  if (round.bet === 0 && round.win === 0) round.status = 'rolled_back';
  s.balance[c.player] = balance + bet.amount;
  return accept(bet.amount);
}

const same = (a: Outcome, b: Outcome) => (a.ok && b.ok ? a.amount === b.amount : !a.ok && !b.ok && a.code === b.code);

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
}

/** The state as text with its keys sorted: orders that reach the same state give the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The states a concurrent batch can end in: every order of the batch whose model answers are the
 * server's, from every state the earlier batches could have ended in. Empty when no order explains
 * the answers (the server broke a rule).
 */
export function runBatch(states: ModelState[], batch: { call: ModelCall; got: Outcome }[]): ModelState[] {
  const out = new Map<string, ModelState>();
  for (const start of states) {
    for (const order of permutations(batch)) {
      const s = structuredClone(start);
      if (order.every(({ call, got }) => same(apply(s, call), got))) out.set(canonical(s), s);
    }
  }
  return [...out.values()];
}
