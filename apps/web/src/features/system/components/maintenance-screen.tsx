import { LANGUAGE_TAGS } from '@app/contracts/languages';
import { useI18n } from '../../../i18n/i18n.tsx';
import { BlockerScreen } from './blocker-screen.tsx';

function GearIcon() {
  return (
    <svg viewBox="0 0 96 96" role="presentation">
      <circle cx="48" cy="48" r="46" fill="var(--surface-2)" />
      <path
        d="M48 26l5 1 2 7 6 3 7-3 4 4-3 7 3 6 7 2v6l-7 2-3 6 3 7-4 4-7-3-6 3-2 7h-6l-2-7-6-3-7 3-4-4 3-7-3-6-7-2v-6l7-2 3-6-3-7 4-4 7 3 6-3 2-7z"
        fill="var(--primary)"
      />
      <circle cx="48" cy="48" r="9" fill="var(--surface)" />
    </svg>
  );
}

/** Replaces the whole site while the brand is in maintenance (SPEC §2), with the end time when set. */
export function MaintenanceScreen({ endTime, message }: { endTime: number | null; message?: string }) {
  const { t, lang } = useI18n();
  const end =
    endTime === null
      ? t('maintenance_until_unknown')
      : new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(endTime);
  return (
    <BlockerScreen title={t('game_maintenance')} icon={<GearIcon />}>
      <p className="blocker__meta" data-testid="maintenance-end">
        <span>{t('end_time')}:</span>
        <time dateTime={endTime === null ? undefined : new Date(endTime).toISOString()}>{end}</time>
      </p>
      {message ? (
        <p className="blocker__text" data-testid="maintenance-message">
          {message}
        </p>
      ) : null}
      <p className="blocker__text">{t('info_maintenance')}</p>
    </BlockerScreen>
  );
}
