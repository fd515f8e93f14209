import { SectionPage } from '../section-page.tsx';

export default function VnLotteryPage() {
  return <SectionPage titleKey="nav_vn_lottery" />;
}
