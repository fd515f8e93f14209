/** Test helpers of the VIP area. Not used by the app. */
import { call, type TestApp } from '../../../test/helpers.ts';

/** A small level table (major units; rewards paid as cash) so tests reach levels with small bets. */
export const TEST_LEVELS = [
  [0, 0, 0, 0],
  [10, 0, 5, 1],
  [20, 5, 6, 2],
  [50, 10, 7, 3],
  [100, 20, 8, 4],
  [200, 30, 9, 5],
  [500, 50, 10, 6],
].map(([minValidBet, minDeposit, upgradeBonus, monthlyBonus], level) => ({
  level,
  names: { EN: `Test ${level}`, CN: `测试 ${level}` },
  minValidBet: minValidBet as number,
  minDeposit: minDeposit as number,
  upgradeBonus: upgradeBonus as number,
  monthlyBonus: monthlyBonus as number,
  wageringMultiple: 0,
}));

/** Staff calls with a user agent (the audit log records it). */
export function staffCalls(t: TestApp, token: string) {
  const headers = { 'user-agent': 'vitest' };
  return {
    get: (url: string) => call(t.app, { method: 'GET', url, token, headers }),
    put: (url: string, payload: Record<string, unknown>) =>
      call(t.app, { method: 'PUT', url, token, payload, headers }),
    post: (url: string, payload: Record<string, unknown>) =>
      call(t.app, { method: 'POST', url, token, payload, headers }),
  };
}
