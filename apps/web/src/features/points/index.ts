/** The points feature's public face: what other features may use. Everything else is internal. */
export { reloadPoints } from './api/points.ts';
