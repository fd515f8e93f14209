/** The games feature's public face: what other features may use. Everything else is internal. */
export { useLaunchGame } from './launch.ts';
