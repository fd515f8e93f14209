import { AnnouncementList } from '../../features/content/components/announcement-list.tsx';
import { useT } from '../../i18n/i18n.tsx';
import '../content-page.css';

/** /noticePage: the announcements list. */
export default function NoticePage() {
  const t = useT();
  return (
    <section className="content-page">
      <h1 className="content-page__title">{t('nav_notices')}</h1>
      <AnnouncementList />
    </section>
  );
}
