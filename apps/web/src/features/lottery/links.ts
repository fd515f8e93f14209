import type { TLotterySummary } from '@app/contracts/calls/lottery';

const q = (p: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(p).filter((e): e is [string, string] => !!e[1])).toString();

/** The page a lottery is played on (SPEC §4 dispatch): Vietnam, SEA, or /lottery with its vendor. */
export function lotteryHref(l: Pick<TLotterySummary, 'gameCode' | 'vassalage'>, playType?: string): string {
  if (l.vassalage === 'TCG_LOTTO_VN') return `/vnLottery?${q({ gameCode: l.gameCode })}`;
  if (l.vassalage === 'TCG_SEA') return `/seaLottery?${q({ gameCode: l.gameCode })}`;
  return `/lottery?${q({ gameCode: l.gameCode, vendor: l.vassalage, playType })}`;
}

/** The pages every lottery page links to. */
export const LOTTERY_TICKETS_PATH = '/lottery/tickets';
export const LOTTERY_RESULTS_PATH = '/lottery/results';
export const LOTTERY_VERIFY_PATH = '/lottery/verify';

export function resultsHref(gameCode?: string): string {
  return gameCode ? `${LOTTERY_RESULTS_PATH}?${q({ gameCode })}` : LOTTERY_RESULTS_PATH;
}

export function verifyHref(gameCode: string, drawNo: string): string {
  return `${LOTTERY_VERIFY_PATH}?${q({ gameCode, drawNo })}`;
}
