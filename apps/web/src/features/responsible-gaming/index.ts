/** The responsible-gaming feature's public face: what other features may use. Everything else is internal. */
export { BreakNoticeHost } from './components/break-notice-host.tsx';
export { RealityCheckHost } from './components/reality-check-host.tsx';
