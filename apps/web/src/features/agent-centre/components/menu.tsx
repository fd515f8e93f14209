import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { AGENT_CENTRE_PAGES, type AgentCentrePage, useAgentCentreLink } from '../open-agent-centre.ts';
import { AGENT_CENTRE_REGISTRY, type CentreInfo, entryCount, entryShown } from '../pages.ts';

/** The agent centre's menu: the twelve entries of SPEC §2 less the contract entries not allowed, with badges. */
export function AgentMenu({ page, info }: { page: AgentCentrePage; info: CentreInfo }) {
  const t = useT();
  const link = useAgentCentreLink();
  return (
    <ul>
      {AGENT_CENTRE_PAGES.map((key) => {
        const def = AGENT_CENTRE_REGISTRY[key];
        if (!entryShown(def, info)) return null;
        const count = entryCount(def, info);
        const current = key === page;
        return (
          <li key={key}>
            <Link {...link(key)} className="centre__entry" aria-current={current ? 'page' : undefined}>
              <span>{t(def.labelKey)}</span>
              {count > 0 ? (
                <span className="centre__badge">
                  <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                  <span className="visually-hidden">{t('ac_badge_count', { count })}</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
