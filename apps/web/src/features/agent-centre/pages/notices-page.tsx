import { useT } from '../../../i18n/i18n.tsx';
import { Empty, Loading } from '../../../ui/empty.tsx';
import { McNotice, McPage, useErrorText } from '../../../ui/page-kit.tsx';
import { useAgentNotices } from '../api/get-notices.ts';
import { useFormatMoment } from '../components/figures.tsx';

/** announcement: the notices for agents, newest first. */
export default function NoticesPage() {
  const t = useT();
  const errorText = useErrorText();
  const moment = useFormatMoment();
  const { data, error, loading } = useAgentNotices();
  return (
    <McPage titleKey="ac_announcement">
      {error ? <McNotice error={errorText(error)} /> : null}
      {data && data.list.length > 0 ? (
        <ul className="ac-notices">
          {data.list.map((n) => (
            <li key={n.id} className="mc-section">
              <h4 className="mc-section__title">{n.title}</h4>
              <p className="ac-muted">
                <time dateTime={new Date(n.time).toISOString()}>{moment(n.time)}</time>
              </p>
              <p className="ac-notice-body">{n.body}</p>
            </li>
          ))}
        </ul>
      ) : loading ? (
        <Loading />
      ) : data ? (
        <Empty>{t('ac_no_notices')}</Empty>
      ) : null}
    </McPage>
  );
}
