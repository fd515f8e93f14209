import { NavLink } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { LOTTERY_TICKETS_PATH, resultsHref } from '../links.ts';

/** The links every lottery page carries: the lobby, my tickets, results. */
export function LotteryLinks({ gameCode }: { gameCode?: string }) {
  const t = useT();
  return (
    <nav className="lott-links" aria-label={t('lottery_pages')}>
      <NavLink to="/lott" end>
        {t('lottery_lobby')}
      </NavLink>
      <NavLink to={LOTTERY_TICKETS_PATH}>{t('lottery_my_tickets')}</NavLink>
      <NavLink to={resultsHref(gameCode)}>{t('lottery_results')}</NavLink>
    </nav>
  );
}
