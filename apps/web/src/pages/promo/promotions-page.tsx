import { SectionPage } from '../section-page.tsx';

export default function PromotionsPage() {
  return <SectionPage titleKey="nav_promotions" />;
}
