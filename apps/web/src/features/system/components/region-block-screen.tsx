import { useT } from '../../../i18n/i18n.tsx';
import { BlockerScreen } from './blocker-screen.tsx';

function GlobeIcon() {
  return (
    <svg viewBox="0 0 96 96" role="presentation">
      <circle cx="48" cy="48" r="46" fill="var(--surface-2)" />
      <circle cx="48" cy="48" r="26" fill="none" stroke="var(--primary)" strokeWidth="4" />
      <ellipse cx="48" cy="48" rx="12" ry="26" fill="none" stroke="var(--primary)" strokeWidth="3" />
      <path d="M22 48h52M26 36h44M26 60h44" stroke="var(--primary)" strokeWidth="3" />
      <path d="M26 26l44 44" stroke="var(--danger)" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

/** Replaces the whole site when the visitor's address is in a blocked range (SPEC §2). */
export function RegionBlockScreen({ ip }: { ip: string }) {
  const t = useT();
  return (
    <BlockerScreen title={t('info_ip_block')} icon={<GlobeIcon />}>
      <p className="blocker__meta">
        <span>{t('blockip')}:</span>
        <span data-testid="visitor-ip">{ip}</span>
      </p>
    </BlockerScreen>
  );
}
