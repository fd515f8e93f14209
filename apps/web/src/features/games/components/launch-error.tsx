import { LANGUAGE_TAGS } from '@app/contracts/languages';
import { useI18n, useT } from '../../../i18n/i18n.tsx';
import type { ApiError } from '../../../lib/api-client.ts';

/** A failed launch in words: maintenance with its end time, or the error's own message. */
export function LaunchError({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  const t = useT();
  const { lang } = useI18n();
  const end = typeof error.value?.endTime === 'number' ? new Date(error.value.endTime) : null;
  const maintenance = error.code === 'game.maintenance';
  return (
    <div className="launch-error" role="alert">
      <h3>{t(maintenance ? 'games_maintenance_title' : 'games_launch_failed')}</h3>
      <p>{t(error.messageKey as Parameters<typeof t>[0])}</p>
      {maintenance && (
        <p>
          {end ? (
            <>
              {t('games_maintenance_until')}{' '}
              <time dateTime={end.toISOString()}>
                {end.toLocaleString(LANGUAGE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </>
          ) : (
            t('games_maintenance_unknown')
          )}
        </p>
      )}
      {onRetry && !maintenance && (
        <button type="button" className="games-button" onClick={onRetry}>
          {t('try_again')}
        </button>
      )}
    </div>
  );
}
