import { useT } from '../../../i18n/i18n.tsx';

/** Where a drill-down is: "My team › agent1 › agent7", each step a button back to that level. */
export function Breadcrumb({ path, onGo }: { path: string[]; onGo(depth: number): void }) {
  const t = useT();
  return (
    <nav aria-label={t('ac_breadcrumb')} className="ac-crumbs">
      <ol>
        {['', ...path].map((name, depth) => {
          const last = depth === path.length;
          const text = name || t('ac_my_team');
          const where = `/${path.slice(0, depth).join('/')}`;
          return (
            <li key={where}>
              {last ? (
                <span aria-current="location">{text}</span>
              ) : (
                <button type="button" className="ac-crumbs__step" onClick={() => onGo(depth)}>
                  {text}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
