import type { game } from '@app/contracts/calls/lottery';
import type { CallResponse } from '@app/contracts/define';

/** One lottery as its betting page has it. */
export type TLotteryGame = CallResponse<typeof game>;
