import {
  bindBank,
  bindEmail,
  bindEmailCode,
  bindMobile,
  bindMobileCode,
  paymentPassword,
  securityProfile,
  setPayeeName,
} from '@app/contracts/calls/cashier';
import { invalidateCalls, useCall, useMutation } from '../../../lib/use-call.ts';

/** My account: profile and bindings. */
export function useSecurityProfile(enabled = true) {
  return useCall(securityProfile, {}, { enabled, staleMs: 30_000 });
}

/** Reloads the profile after a change. */
export function reloadSecurityProfile(): void {
  invalidateCalls(securityProfile);
}

export const useSetPayeeName = () => useMutation(setPayeeName);
export const useBindEmail = () => useMutation(bindEmail);
export const useBindMobile = () => useMutation(bindMobile);
export const useBindEmailCode = () => useMutation(bindEmailCode);
export const useBindMobileCode = () => useMutation(bindMobileCode);
export const useBindBank = () => useMutation(bindBank);
export const useSetPaymentPassword = () => useMutation(paymentPassword);
