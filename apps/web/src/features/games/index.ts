/** The games feature's public face: what other features may use. Everything else is internal. */
export { launchDestination, useLaunchGame } from './launch.ts';
export { closeGameOverlays } from './launch-store.ts';
export { isLotteryVendor, toggleLotteryFavourite, useLotteryFavourites } from './lottery-favourites.ts';
