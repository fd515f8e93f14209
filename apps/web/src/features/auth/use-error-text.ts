import { useT } from '../../i18n/i18n.tsx';
import type { TKey } from '../../i18n/keys.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatWait, retryAfterOf } from './form-errors.ts';

/**
 * The words for a failed call in the user's language: the server's own message (it answers in the
 * request's language), with the retry time for too many attempts.
 */
export function useErrorText(): (e: unknown) => string {
  const t = useT();
  return (e) => {
    if (!(e instanceof ApiError)) return t('err_unknown');
    const wait = retryAfterOf(e);
    if (wait !== null) return t('auth_retry_after', { time: formatWait(wait) });
    return e.serverMessage ?? t(e.messageKey as TKey);
  };
}
