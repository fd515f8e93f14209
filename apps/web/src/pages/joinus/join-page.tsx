import { JoinUs } from '../../features/content/components/join-us.tsx';
import { usePermission } from '../../features/system/api/get-permission.ts';
import { useSwitch } from '../../features/system/use-switch.ts';
import { useT } from '../../i18n/i18n.tsx';
import '../content-page.css';

/** /join: agent recruitment (off when the brand turns CONTENT_JOIN off). */
export default function JoinPage() {
  const t = useT();
  const { data } = usePermission();
  const on = useSwitch('CONTENT_JOIN');
  return (
    <section className="content-page">
      <h1 className="content-page__title">{t('content_join_heading')}</h1>
      {data ? <p className="content-page__lead">{t(on ? 'content_join_lead' : 'content_join_off')}</p> : null}
      {on ? <JoinUs /> : null}
    </section>
  );
}
