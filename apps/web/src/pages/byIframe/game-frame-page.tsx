import { SectionPage } from '../section-page.tsx';

export default function GameFramePage() {
  return <SectionPage titleKey="nav_game" />;
}
