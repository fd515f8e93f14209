import { useT } from '../../../i18n/i18n.tsx';
import type { MemberCentrePageDef } from '../pages.ts';

const always = () => true;
const none = () => 0;

/** One side-menu entry with its count badge; hidden when its page says so. */
export function MenuEntry({
  def,
  current,
  onSelect,
}: {
  def: MemberCentrePageDef;
  current: boolean;
  onSelect(): void;
}) {
  const t = useT();
  const useVisible = def.useVisible ?? always;
  const useCount = def.useCount ?? none;
  const visible = useVisible();
  const count = useCount();
  if (!visible && !current) return null;
  return (
    <li>
      <button
        type="button"
        className="member-centre__entry"
        aria-current={current ? 'page' : undefined}
        onClick={onSelect}
      >
        <span>{t(def.labelKey)}</span>
        {count > 0 ? (
          <span className="member-centre__badge">
            <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
            <span className="visually-hidden">{t('mc_badge_count', { count })}</span>
          </span>
        ) : null}
      </button>
    </li>
  );
}
