import { HomeLobbySections } from '../../features/games/home-sections.tsx';
import { SectionPage } from '../section-page.tsx';

export default function HomePage() {
  return (
    <>
      <SectionPage titleKey="nav_home" />
      <HomeLobbySections />
    </>
  );
}
