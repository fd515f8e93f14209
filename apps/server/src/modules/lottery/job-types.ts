/** The lottery jobs' types (docs/decisions/1200 "Draws"); the draw jobs' subject is the draw id. */
export const LOTTERY_JOBS = {
  /** Periodic, per brand: makes the draws ahead. */
  make: 'lottery.draws.make',
  /** Scheduled at a draw's cut-off: no ticket is taken after it. */
  close: 'lottery.draw.close',
  /** Scheduled at a draw's time: placing tickets resolved, the result drawn (house source). */
  draw: 'lottery.draw.draw',
  /** Scheduled once drawn: every ticket evaluated, one win per member round. */
  settle: 'lottery.draw.settle',
  /** Scheduled when a draw is voided: every ticket's bet rolled back. */
  refund: 'lottery.draw.refund',
} as const;
