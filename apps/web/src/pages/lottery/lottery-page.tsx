import { SectionPage } from '../section-page.tsx';

export default function LotteryPage() {
  return <SectionPage titleKey="nav_lott" />;
}
