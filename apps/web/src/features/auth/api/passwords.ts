import { changePassword, forgotByEmail, forgotSmsCode, resetByPhone, resetPassword } from '@app/contracts/calls/auth';
import { useMutation } from '../../../lib/use-call.ts';

/** Changes the password (old, new, confirm; encrypted). */
export const useChangePassword = () => useMutation(changePassword);
/** Sends a reset link by e-mail (form-encoded). */
export const useForgotByEmail = () => useMutation(forgotByEmail);
/** Sends the SMS code of a reset by phone. */
export const useForgotSmsCode = () => useMutation(forgotSmsCode);
/** Sets a new password with the SMS code, and signs in. */
export const useResetByPhone = () => useMutation(resetByPhone);
/** Sets a new password with the e-mailed link's token. */
export const useResetPassword = () => useMutation(resetPassword);
