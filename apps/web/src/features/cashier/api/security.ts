import {
  bindBank,
  bindEmail,
  bindEmailCode,
  bindMobile,
  bindMobileCode,
  paymentPassword,
  securityProfile,
  setPayeeName,
  type TSecurityProfile,
  withdrawInfo,
} from '@app/contracts/calls/cashier';
import type { CallRequest } from '@app/contracts/define';
import { useCallback } from 'react';
import { invalidateCalls, setCallData, useCall, useMutation } from '../../../lib/use-call.ts';

/** My account: profile and bindings. */
export function useSecurityProfile(enabled = true) {
  return useCall(securityProfile, {}, { enabled, staleMs: 30_000 });
}

/**
 * After a change: the profile the change answered is shown at once (no second read that could come back
 * from before the change), and the withdrawal form, which shows the payee name and bank accounts, reloads.
 */
export function profileChanged(profile: TSecurityProfile): void {
  setCallData(securityProfile, {}, profile);
  invalidateCalls(withdrawInfo);
}

type ProfileChange =
  | typeof setPayeeName
  | typeof bindEmail
  | typeof bindMobile
  | typeof bindBank
  | typeof paymentPassword;

/** A write call that answers the profile after it: {@link profileChanged} runs with its answer. */
function useProfileChange<C extends ProfileChange>(call: C) {
  const m = useMutation(call);
  const { run: send } = m;
  const run = useCallback(
    async (input: CallRequest<C>) => {
      const profile = (await send(input)) as TSecurityProfile;
      profileChanged(profile);
      return profile;
    },
    [send],
  );
  return { ...m, run };
}

export const useSetPayeeName = () => useProfileChange(setPayeeName);
export const useBindEmail = () => useProfileChange(bindEmail);
export const useBindMobile = () => useProfileChange(bindMobile);
export const useBindEmailCode = () => useMutation(bindEmailCode);
export const useBindMobileCode = () => useMutation(bindMobileCode);
export const useBindBank = () => useProfileChange(bindBank);
export const useSetPaymentPassword = () => useProfileChange(paymentPassword);
