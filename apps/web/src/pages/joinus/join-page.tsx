import { SectionPage } from '../section-page.tsx';

export default function JoinPage() {
  return <SectionPage titleKey="nav_join" />;
}
