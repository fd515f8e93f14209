import type { TFn } from '../i18n/i18n.tsx';
import { StaffApiError } from '../lib/api.ts';

/** What to show for a failed call: the server's message (in the request's language) or a fallback. */
export function errorText(t: TFn, e: unknown): string {
  if (e instanceof StaffApiError) {
    if (e.code === 'network') return t('ui.networkError');
    return e.serverMessage || t('ui.unknownError', { code: e.code });
  }
  return t('ui.unknownError', { code: 'client' });
}
