import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { type MemberCentrePage, useMemberCentreLink } from '../open-member-centre.ts';
import type { MemberCentrePageDef } from '../pages.ts';

const always = () => true;
const none = () => 0;

/** One side-menu entry (a link to the page's address) with its count badge; hidden when its page says so. */
export function MenuEntry({
  page,
  def,
  current,
}: {
  page: MemberCentrePage;
  def: MemberCentrePageDef;
  current: boolean;
}) {
  const t = useT();
  const link = useMemberCentreLink();
  const useVisible = def.useVisible ?? always;
  const useCount = def.useCount ?? none;
  const visible = useVisible();
  const count = useCount();
  if (!visible && !current) return null;
  return (
    <li>
      <Link {...link(page)} className="centre__entry" aria-current={current ? 'page' : undefined}>
        <span>{t(def.labelKey)}</span>
        {count > 0 ? (
          <span className="centre__badge">
            <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
            <span className="visually-hidden">{t('mc_badge_count', { count })}</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
