import { SectionPage } from '../section-page.tsx';

export default function NoticePage() {
  return <SectionPage titleKey="nav_notices" />;
}
