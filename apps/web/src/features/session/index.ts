/** The session feature's public face: what other features may use. Everything else is internal. */
export { SessionProvider, useSession } from './session.tsx';
