import { useLocation } from 'react-router';
import { HelpAccordion, HelpCentre } from '../../features/content/components/help-centre.tsx';
import { useT } from '../../i18n/i18n.tsx';
import '../content-page.css';

/** /help: the help centre (a #tag opens its item); /helpmc: the member-centre help without a header. */
export default function HelpPage() {
  const t = useT();
  const { pathname } = useLocation();
  const memberCentre = pathname === '/helpmc';
  return (
    <section className={`content-page${memberCentre ? ' content-page--bare' : ''}`}>
      <h1 className="content-page__title">{t('in_help_center')}</h1>
      {memberCentre ? <HelpAccordion /> : <HelpCentre />}
    </section>
  );
}
