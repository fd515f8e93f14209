import { SectionPage } from '../section-page.tsx';

export default function DownloadPage() {
  return <SectionPage titleKey="nav_down" />;
}
