import type { ContractKind } from '@app/contracts/calls/agents';
import type { ComponentType } from 'react';
import type { TKey } from '../../i18n/keys.ts';
import type { AgentCentrePage } from './open-agent-centre.ts';

/** What an agent-centre page receives: a way to open another page, and to close the centre. */
export interface AgentCentrePageProps {
  open(page: AgentCentrePage): void;
  close(): void;
}

export interface AgentCentrePageDef {
  /** The menu label (and the page's title). */
  labelKey: TKey;
  /** The page, loaded when first opened. */
  load: () => Promise<{ default: ComponentType<AgentCentrePageProps> }>;
  /**
   * A contract entry: shown only when `agents.centre` lists its kind (the brand's switch and the
   * agent's type allow it), with a badge of the requests awaiting the agent.
   */
  contractKind?: ContractKind;
}

const contractPage = (kind: ContractKind) => () =>
  import('./pages/contracts-page.tsx').then((m) => ({ default: m.contractPageOf(kind) }));

/** The agent centre's pages (SPEC §2), in menu order. */
export const AGENT_CENTRE_REGISTRY: Record<AgentCentrePage, AgentCentrePageDef> = {
  announcement: { labelKey: 'ac_announcement', load: () => import('./pages/notices-page.tsx') },
  agentTeamOverview: { labelKey: 'ac_team_overview', load: () => import('./pages/overview-page.tsx') },
  registerCenter: { labelKey: 'ac_register_centre', load: () => import('./pages/register-page.tsx') },
  teamManagement: { labelKey: 'ac_team_management', load: () => import('./pages/team-page.tsx') },
  teamBetting: { labelKey: 'ac_team_betting', load: () => import('./pages/team-bets-page.tsx') },
  userLoss: { labelKey: 'ac_user_loss', load: () => import('./pages/user-loss-page.tsx') },
  myIncome: { labelKey: 'ac_my_income', load: () => import('./pages/income-page.tsx') },
  accountDetails: { labelKey: 'ac_account_details', load: () => import('./pages/account-details-page.tsx') },
  dividend: { labelKey: 'ac_dividend', load: contractPage('dividend'), contractKind: 'dividend' },
  dailyWage: { labelKey: 'ac_daily_wage', load: contractPage('dailyWage'), contractKind: 'dailyWage' },
  hourSalary: { labelKey: 'ac_hour_salary', load: contractPage('hourSalary'), contractKind: 'hourSalary' },
  realtimeSalary: {
    labelKey: 'ac_realtime_salary',
    load: contractPage('realtimeSalary'),
    contractKind: 'realtimeSalary',
  },
};

/** The centre's answer the menu needs. */
export interface CentreInfo {
  contractKinds: readonly ContractKind[];
  pending: Partial<Record<ContractKind, number>>;
}

/** Whether an entry shows for this agent: the eight always, a contract entry when its kind is listed. */
export function entryShown(def: AgentCentrePageDef, info: CentreInfo): boolean {
  return !def.contractKind || info.contractKinds.includes(def.contractKind);
}

/** The badge count of an entry: the requests awaiting the agent for its contract kind. */
export function entryCount(def: AgentCentrePageDef, info: CentreInfo): number {
  return def.contractKind ? (info.pending[def.contractKind] ?? 0) : 0;
}
