import { affiliate, countryCodes, register, registerMobile, registerSmsCode } from '@app/contracts/calls/auth';
import { registerSettings } from '@app/contracts/calls/system';
import { callApi } from '../../../lib/api-client.ts';
import { useCall, useMutation } from '../../../lib/use-call.ts';

/** Registers by username (encrypted). */
export const useRegister = () => useMutation(register);
/** Registers by mobile number (encrypted). */
export const useRegisterMobile = () => useMutation(registerMobile);
/** Sends the registration SMS code. */
export const useRegisterSmsCode = () => useMutation(registerSmsCode);
/** The registration field rules of the brand (the same rules the server enforces). */
export const useRegisterRules = () => useCall(registerSettings, {}, { staleMs: 5 * 60_000 });
/** Countries with their dialing codes (getCountryCode). */
export const useCountryCodes = () => useCall(countryCodes, {}, { staleMs: 30 * 60_000 });
/** Checks an affiliate (invitation) code for this domain. */
export const checkAffiliate = (code: string) => callApi(affiliate, { code, domain: location.hostname });
