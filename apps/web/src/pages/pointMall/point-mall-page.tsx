import { SectionPage } from '../section-page.tsx';

export default function PointMallPage() {
  return <SectionPage titleKey="nav_point_mall" />;
}
