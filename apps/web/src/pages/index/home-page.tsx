import { SectionPage } from '../section-page.tsx';

export default function HomePage() {
  return <SectionPage titleKey="nav_home" />;
}
