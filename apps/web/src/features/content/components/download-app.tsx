import type { TResource } from '@app/contracts/calls/system';
import { useState } from 'react';
import { renderSVG } from 'uqr';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { usePermission } from '../../system/api/get-permission.ts';
import './download-app.css';

const PLATFORM_NAMES: Record<string, TKey> = { app_android: 'content_android', app_ios: 'content_ios' };
const STEPS: { title: TKey; text: TKey }[] = [
  { title: 'content_step_scan', text: 'content_step_scan_text' },
  { title: 'content_step_install', text: 'content_step_install_text' },
  { title: 'content_step_open', text: 'content_step_open_text' },
];

/** The app link as an absolute address, for the QR code and the button. */
function appLink(r: TResource): string {
  return new URL(r.qrCodeUrl || r.url, window.location.origin).href;
}

/** A QR code drawn here (no service on the internet), dark modules on a light plate for cameras. */
function QrCode({ text, label }: { text: string; label: string }) {
  const svg = renderSVG(text, { border: 2, ecc: 'M' });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is generated locally from the link
  return <div className="qr" role="img" aria-label={label} data-qr={text} dangerouslySetInnerHTML={{ __html: svg }} />;
}

/** The download page's body (SPEC §2): the app per platform with its QR code, and three install steps. */
export function DownloadApp() {
  const t = useT();
  const { data, loading } = usePermission();
  const apps = (data?.resources ?? []).filter((r) => r.resourceType.startsWith('app_'));
  const [chosen, setChosen] = useState<string | null>(null);
  const current = apps.find((a) => a.resourceType === chosen) ?? apps[0];
  const name = (r: TResource) => (PLATFORM_NAMES[r.resourceType] ? t(PLATFORM_NAMES[r.resourceType] as TKey) : r.name);
  if (loading && !data) return <p>{t('loading')}</p>;
  return (
    <div className="download">
      {current ? (
        <div className="download__app">
          <div className="download__tabs" role="tablist" aria-label={t('content_platforms')}>
            {apps.map((a) => (
              <button
                key={a.resourceType}
                type="button"
                role="tab"
                id={`tab-${a.resourceType}`}
                aria-selected={a === current}
                aria-controls="download-panel"
                onClick={() => setChosen(a.resourceType)}
              >
                {name(a)}
              </button>
            ))}
          </div>
          <div
            id="download-panel"
            role="tabpanel"
            aria-labelledby={`tab-${current.resourceType}`}
            className="download__panel"
          >
            <QrCode text={appLink(current)} label={t('content_qr_label', { name: name(current) })} />
            <div>
              <p className="download__scan">{t('content_scan_hint')}</p>
              <a className="download__button" href={current.url}>
                {t('content_download_for', { name: name(current) })}
              </a>
            </div>
          </div>
        </div>
      ) : (
        <p>{t('content_no_apps')}</p>
      )}
      <ol className="download__steps">
        {STEPS.map((s, i) => (
          <li key={s.title} className="download__step">
            <span className="download__step-n" aria-hidden="true">
              {i + 1}
            </span>
            <h2>{t(s.title)}</h2>
            <p>{t(s.text)}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
