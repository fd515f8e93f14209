import { SectionPage } from '../section-page.tsx';

export default function PromoDetailPage() {
  return <SectionPage titleKey="nav_promo_detail" />;
}
