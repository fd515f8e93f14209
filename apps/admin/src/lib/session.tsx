import type { StaffRole, TStaff } from '@app/contracts/calls/backoffice-staff';
import * as staffCalls from '@app/contracts/calls/backoffice-staff';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { apiState, callStaff } from './api.ts';
import { queryClient, useStaffCall } from './query.ts';
import { clearToken, readToken, writeToken } from './session-store.ts';

/** Why the sign-in page is showing: the idle limit ended the session, or the person signed out. */
export type SignedOutNotice = 'expired' | 'signedOut' | null;

interface Session {
  token: string | null;
  notice: SignedOutNotice;
  /** Stores the token of a finished sign-in. */
  signedIn(token: string): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => readToken());
  const [notice, setNotice] = useState<SignedOutNotice>(null);
  const drop = useCallback((why: SignedOutNotice) => {
    clearToken();
    queryClient.clear();
    setNotice(why);
    setToken(null);
  }, []);
  useEffect(() => {
    apiState.onSignedOut = (code) => drop(code === 'staff.session.expired' ? 'expired' : null);
    return () => {
      apiState.onSignedOut = () => undefined;
    };
  }, [drop]);
  const signedIn = useCallback((t: string) => {
    writeToken(t);
    setNotice(null);
    setToken(t);
  }, []);
  const signOut = useCallback(async () => {
    try {
      await callStaff(staffCalls.signOut, {});
    } catch {
      // Signed out here either way; the server ends an abandoned session after 15 minutes.
    }
    drop('signedOut');
  }, [drop]);
  const value = useMemo(() => ({ token, notice, signedIn, signOut }), [token, notice, signedIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const v = useContext(SessionContext);
  if (!v) throw new Error('useSession outside SessionProvider');
  return v;
}

export interface Me {
  staff: TStaff;
  role: StaffRole;
  /** The merchant code of the brand this session acts on. */
  brand: string;
  recoveryCodesLeft: number;
}

const MeContext = createContext<Me | null>(null);
export const MeProvider = MeContext.Provider;

/** The signed-in staff member, their role and the brand they act on (inside the shell only). */
export function useMe(): Me {
  const v = useContext(MeContext);
  if (!v) throw new Error('useMe outside the signed-in shell');
  return v;
}

/** Loads `me` for the shell. */
export function useLoadMe(enabled: boolean) {
  const q = useStaffCall(staffCalls.me, {}, { enabled });
  const me: Me | undefined = q.data
    ? {
        staff: q.data.staff,
        role: q.data.staff.role,
        brand: q.data.actingBrand,
        recoveryCodesLeft: q.data.recoveryCodesLeft,
      }
    : undefined;
  return { me, error: q.error, refetch: q.refetch };
}
