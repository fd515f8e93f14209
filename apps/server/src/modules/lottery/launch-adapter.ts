import type { LaunchAdapter } from '../launch/launch-types.ts';

/**
 * The house lotteries' launch (SPEC §4 launch dispatch): the lottery pages of this site, which take
 * tickets through the lottery calls; no launch token travels in the URL (the server opens the
 * wallet session itself when a ticket is bought).
 */
export const lotteryLaunchAdapter: LaunchAdapter = {
  kind: 'lottery',
  async launch(req) {
    const v = req.vendor.vassalage;
    if (v === 'TCG_LOTTO_VN') return { gameUrl: `/vnLottery?${new URLSearchParams({ gameCode: req.game.gameCode })}` };
    if (v === 'TCG_SEA') return { gameUrl: `/seaLottery?${new URLSearchParams({ gameCode: req.game.gameCode })}` };
    return { gameUrl: `/lottery?${new URLSearchParams({ gameCode: req.game.gameCode, vendor: v })}` };
  },
};
