import { SectionPage } from '../section-page.tsx';

export default function SeaLotteryPage() {
  return <SectionPage titleKey="nav_sea_lottery" />;
}
