import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { clearSessionKeepingMerchant, readSession, sessionKeys, writeSession } from '../../lib/storage.ts';

interface SessionValue {
  token: string | null;
  /** Stores a new token (sign-in). */
  signIn(token: string): void;
  /** Forgets the session but keeps the merchant values (SPEC §4 logout). */
  signOut(): void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** The signed-in state: the token lives in session storage (SPEC §3). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => readSession(sessionKeys.token));
  const signIn = useCallback((t: string) => {
    writeSession(sessionKeys.token, t);
    setToken(t);
  }, []);
  const signOut = useCallback(() => {
    clearSessionKeepingMerchant();
    setToken(null);
  }, []);
  const value = useMemo(() => ({ token, signIn, signOut }), [token, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const v = useContext(SessionContext);
  if (!v) throw new Error('useSession outside SessionProvider');
  return v;
}
