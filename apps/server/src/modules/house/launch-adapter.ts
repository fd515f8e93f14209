import type { LaunchAdapter } from '../launch/launch-types.ts';

/** Where the house vendor's games are played: the SPA's bare game page (apps/web pages/house). */
export const HOUSE_PLAY_PATH = '/house/play';

/**
 * The house vendor's launch: its own game page on this site, given the vendor, the game and the
 * one-time launch token, which the page's server side exchanges through the wallet API like any vendor.
 */
export const houseLaunchAdapter: LaunchAdapter = {
  kind: 'house',
  async launch(req) {
    if (!req.launchToken) throw new Error('house games are played signed in');
    const q = new URLSearchParams({
      v: req.vendor.vassalage,
      game: req.game.nodeId,
      token: req.launchToken,
      lang: req.language,
    });
    return { gameUrl: `${HOUSE_PLAY_PATH}?${q}` };
  },
};
