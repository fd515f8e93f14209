import { SectionPage } from '../section-page.tsx';

export default function FbSportsPage() {
  return <SectionPage titleKey="nav_sports" />;
}
