import { useModalLink, useOpenModalRoute } from '../../lib/modal-route.tsx';

/** The agent-centre entries of SPEC §2, in menu order. */
export const AGENT_CENTRE_PAGES = [
  'announcement',
  'agentTeamOverview',
  'registerCenter',
  'teamManagement',
  'teamBetting',
  'userLoss',
  'myIncome',
  'accountDetails',
  'dividend',
  'dailyWage',
  'hourSalary',
  'realtimeSalary',
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

/** The default page (SPEC §2: agentTeamOverview). */
export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

/** Where the agent centre's addresses start: /agent/<page>. */
export const AGENT_CENTRE_BASE = '/agent';

/** The address SPEC §2 names for the agent centre; it moves to /agent. */
export const LEGACY_AGENT_CENTRE_PATH = '/agentCenter';

/** Each page's address segment. */
const SLUGS: Record<AgentCentrePage, string> = {
  announcement: 'notices',
  agentTeamOverview: 'overview',
  registerCenter: 'register',
  teamManagement: 'team',
  teamBetting: 'bets',
  userLoss: 'profit-loss',
  myIncome: 'income',
  accountDetails: 'transactions',
  dividend: 'dividend',
  dailyWage: 'daily-wage',
  hourSalary: 'hourly-salary',
  realtimeSalary: 'realtime-salary',
};

/** The address of an agent-centre page. */
export function agentCentrePath(page: AgentCentrePage = DEFAULT_AGENT_CENTRE_PAGE): string {
  return `${AGENT_CENTRE_BASE}/${SLUGS[page]}`;
}

/** Whether an address is one of the agent centre's (/agent or /agent/<anything>). */
export function isAgentCentrePath(pathname: string): boolean {
  return pathname === AGENT_CENTRE_BASE || pathname.startsWith(`${AGENT_CENTRE_BASE}/`);
}

/**
 * The page an address names: null outside the agent centre, the default page for /agent, and
 * undefined for a segment no page has.
 */
export function agentCentrePageAt(pathname: string): AgentCentrePage | null | undefined {
  if (!isAgentCentrePath(pathname)) return null;
  const slug = pathname.slice(AGENT_CENTRE_BASE.length + 1).replace(/\/$/, '');
  if (slug === '') return DEFAULT_AGENT_CENTRE_PAGE;
  return AGENT_CENTRE_PAGES.find((p) => SLUGS[p] === slug);
}

/**
 * Link props that open an agent-centre page over the current page (no page: /agent, where the team
 * overview shows); from inside the centre they move to another page without a new history entry, so
 * Back closes it. `<Link {...agentCentreLink('myIncome')}>`.
 */
export function useAgentCentreLink(): (page?: AgentCentrePage) => {
  to: string;
  state: unknown;
  replace: boolean;
} {
  const link = useModalLink(isAgentCentrePath);
  return (page) => link(page ? agentCentrePath(page) : AGENT_CENTRE_BASE);
}

/** Opens an agent-centre page from code. */
export function useOpenAgentCentre(): (page?: AgentCentrePage) => void {
  const open = useOpenModalRoute(isAgentCentrePath);
  return (page) => open(page ? agentCentrePath(page) : AGENT_CENTRE_BASE);
}
