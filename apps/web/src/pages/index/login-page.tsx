import { SectionPage } from '../section-page.tsx';

export default function LoginPage() {
  return <SectionPage titleKey="nav_login" />;
}
