import type { TResource } from '@app/contracts/calls/system';
import { useId, useState } from 'react';
import { renderSVG } from 'uqr';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { promptInstall, useInstallState } from '../../../lib/install-app.ts';
import { usePermission } from '../../system/api/get-permission.ts';
import './download-app.css';

const STEPS: { title: TKey; text: TKey }[] = [
  { title: 'content_step_phone', text: 'content_step_phone_text' },
  { title: 'content_step_add', text: 'content_step_add_text' },
  { title: 'content_step_icon', text: 'content_step_icon_text' },
];

/** The manual ways to install, for browsers that do not offer their install dialog to the page. */
const MANUAL: TKey[] = ['content_install_ios', 'content_install_android', 'content_install_desktop'];

/** The download page's own addresses: a resource that points at them would only loop back here. */
const SELF_PATHS = new Set(['/down', '/download']);

/** A brand's app resource that leads somewhere else (a store or a package), as an absolute address. */
function outsideLink(r: TResource): string | null {
  const url = new URL(r.url, window.location.origin);
  if (url.origin === window.location.origin && SELF_PATHS.has(url.pathname.replace(/\/$/, ''))) return null;
  return url.href;
}

/** A QR code drawn here (no service on the internet), dark modules on a light plate for cameras. */
function QrCode({ text, label }: { text: string; label: string }) {
  const svg = renderSVG(text, { border: 2, ecc: 'M' });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is generated locally from the link
  return <div className="qr" role="img" aria-label={label} data-qr={text} dangerouslySetInnerHTML={{ __html: svg }} />;
}

/** Install: the browser's own dialog when it offers one, else how to do it from the browser's menu. */
export function InstallButton() {
  const t = useT();
  const { canPrompt, installed } = useInstallState();
  const [manual, setManual] = useState(false);
  const helpId = useId();
  if (installed) {
    return (
      <p className="download__done" role="status">
        {t('content_install_done')}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className="download__button"
        aria-expanded={canPrompt ? undefined : manual}
        aria-controls={canPrompt ? undefined : helpId}
        onClick={() => {
          if (canPrompt) void promptInstall();
          else setManual((m) => !m);
        }}
      >
        {t('content_install_button')}
      </button>
      {manual && !canPrompt ? (
        <div id={helpId} className="download__manual">
          <p>{t('content_install_manual')}</p>
          <ul>
            {MANUAL.map((k) => (
              <li key={k}>{t(k)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/**
 * The download page's body (SPEC §2): the site installs as an app (web app manifest and service
 * worker), so the scan-a-code flow points at the site itself, with an install button and three steps.
 * App resources of the brand that lead elsewhere (a store, a package) are offered below; ones that
 * point back at this page are left out.
 */
export function DownloadApp() {
  const t = useT();
  const { data, loading } = usePermission();
  if (loading && !data) return <p>{t('loading')}</p>;
  const brand = data?.brand.name ?? '';
  const site = new URL('/', window.location.origin).href;
  const others = (data?.resources ?? [])
    .filter((r) => r.resourceType.startsWith('app_'))
    .flatMap((r) => {
      const href = outsideLink(r);
      return href ? [{ name: r.name, href }] : [];
    });
  return (
    <div className="download">
      <div className="download__app">
        <div className="download__panel">
          <QrCode text={site} label={t('content_qr_site', { brand })} />
          <div>
            <p className="download__scan">{t('content_scan_site')}</p>
            <InstallButton />
          </div>
        </div>
        {others.length > 0 ? (
          <div className="download__others">
            <h2>{t('content_other_apps')}</h2>
            <ul>
              {others.map((o) => (
                <li key={o.href}>
                  <a href={o.href}>{t('content_download_for', { name: o.name })}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <ol className="download__steps">
        {STEPS.map((s, i) => (
          <li key={s.title} className="download__step">
            <span className="download__step-n" aria-hidden="true">
              {i + 1}
            </span>
            <h2>{t(s.title)}</h2>
            <p>{t(s.text, { brand })}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
