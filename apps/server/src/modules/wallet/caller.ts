import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/session-service.ts';

/** The signed-in caller of a token call (the route helper has already refused anonymous ones). */
export function caller(auth: AuthContext | null): AuthContext {
  if (!auth) throw new AppError('CUSTOMER_NOT_LOGIN');
  return auth;
}
