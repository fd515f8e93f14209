/** The missions feature's public face: what other features may use. Everything else is internal. */
export { useMissionCount } from './api/missions.ts';
