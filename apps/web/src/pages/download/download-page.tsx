import { DownloadApp } from '../../features/content/components/download-app.tsx';
import { usePermission } from '../../features/system/api/get-permission.ts';
import { useSwitch } from '../../features/system/use-switch.ts';
import { useT } from '../../i18n/i18n.tsx';
import '../content-page.css';

/** /down: the app download page (off when the brand turns CONTENT_DOWNLOAD off). */
export default function DownloadPage() {
  const t = useT();
  const { data } = usePermission();
  const on = useSwitch('CONTENT_DOWNLOAD');
  return (
    <section className="content-page">
      <h1 className="content-page__title">{t('nav_down')}</h1>
      {data ? (
        <p className="content-page__lead">
          {on ? t('content_down_lead', { brand: data.brand.name }) : t('content_down_off')}
        </p>
      ) : null}
      {on ? <DownloadApp /> : null}
    </section>
  );
}
