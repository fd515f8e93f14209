import { ERRORS, isErrorCode } from '@app/contracts/errors';

/**
 * The message key of an error code (client-side codes map to their own keys). The error table is
 * loaded with the first failed call (api-client.ts), not with the site.
 */
export function messageKeyOf(code: string): string {
  if (isErrorCode(code)) return ERRORS[code].key;
  if (code === 'network') return 'err_network';
  return ERRORS.unknown_error.key;
}
