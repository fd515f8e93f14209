import { useT } from '../../i18n/i18n.tsx';
import { Page } from '../../ui/page.tsx';
import { MemberSection } from './member-section.tsx';
import { StopsSection } from './stops-section.tsx';

/** /rg?member=<username>: gaming stopped on demand, and a member's limits and break. */
export default function RgPage() {
  const t = useT();
  return (
    <Page title={t('rg.page.nav')}>
      <StopsSection />
      <MemberSection />
    </Page>
  );
}
