import { SectionPage } from '../section-page.tsx';

export default function HelpPage() {
  return <SectionPage titleKey="in_help_center" />;
}
