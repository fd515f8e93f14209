/**
 * What the lottery area's parts promise each other (docs/decisions/1200-lotteries.md). The draws
 * service implements DrawsControl; the back office calls it (every call audited by the caller).
 */
import type { LotteryResult } from '@app/contracts/lottery/types';
import type { Tx } from '../../db/client.ts';

/** Staff (or the CLI) acting on a draw: recorded on the draw and in the audit log by the caller. */
export interface DrawActor {
  username: string;
}

export interface DrawsControl {
  /**
   * Voids a draw that is not drawn yet (open or closed: once drawn its settlement may have paid wins), in the caller's transaction (which writes the audit record):
   * the draw becomes void with the reason, no ticket is taken any more, and a job refunds every ticket
   * (each ticket's bet rolled back through the wallet API, exactly once). `lottery.draw.state` when
   * the draw is drawn, settled or already void; `lottery.draw.not.found` when it is not the brand's.
   */
  voidDraw(tx: Tx, brandId: number, drawId: number, reason: string, by: DrawActor): Promise<void>;
  /**
   * An outside result entered by one operator (a draw of a lottery whose source is 'outside', closed,
   * not yet drawn); replaces an earlier unconfirmed entry. `lottery.result.invalid` when the result
   * does not fit the lottery (groups, counts, digits).
   */
  enterResult(tx: Tx, brandId: number, drawId: number, result: LotteryResult, by: DrawActor): Promise<void>;
  /**
   * A second operator confirms the entered result: the draw is drawn with it and its settlement
   * scheduled. `lottery.result.same.operator` when `by` entered it.
   */
  confirmResult(tx: Tx, brandId: number, drawId: number, by: DrawActor): Promise<void>;
}
