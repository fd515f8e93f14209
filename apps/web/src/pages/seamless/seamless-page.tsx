import { SectionPage } from '../section-page.tsx';

export default function SeamlessPage() {
  return <SectionPage titleKey="nav_game" />;
}
