import { SectionPage } from '../section-page.tsx';

export default function LiveLobbyPage() {
  return <SectionPage titleKey="nav_live" />;
}
