import { firstLogin, forgetRemember, logout } from '@app/contracts/calls/auth';
import { callApi } from '../../../lib/api-client.ts';

/** Marks the first sign-in as seen (the login answer said firstTimeLogin). */
export const markFirstLogin = () => callApi(firstLogin, { firstTimeLogin: false });
/** Revokes the session (DELETE). */
export const revokeSession = () => callApi(logout, {});
/** Revokes a remember token. */
export const revokeRememberToken = (rememberToken: string) => callApi(forgetRemember, { rememberToken });
