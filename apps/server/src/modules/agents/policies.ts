import type { StaffRole } from '@app/contracts/calls/backoffice-staff';

// Who may do what with agents (docs/decisions/1100-agents-and-teams.md).

/** The agent list and tree: whoever works with members. */
const AGENT_READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'risk', 'support', 'read-only'];
/** Team money figures: as the cashier and gaming reports. */
const AGENT_REPORT_READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'risk', 'read-only'];
/** Making agents: owner and admin. */
const AGENT_MAKERS: readonly StaffRole[] = ['owner', 'admin'];
/** Agents' announcements: the content editors. */
const NOTICE_READERS: readonly StaffRole[] = ['owner', 'admin', 'content', 'support', 'read-only'];
const NOTICE_WRITERS: readonly StaffRole[] = ['owner', 'admin', 'content'];

export const AGENTS_POLICIES: Readonly<Record<string, readonly StaffRole[]>> = {
  'backofficeAgents.list': AGENT_READERS,
  'backofficeAgents.children': AGENT_READERS,
  'backofficeAgents.create': AGENT_MAKERS,
  'backofficeAgents.report': AGENT_REPORT_READERS,
  'backofficeAgents.notices': NOTICE_READERS,
  'backofficeAgents.noticeCreate': NOTICE_WRITERS,
  'backofficeAgents.noticeRetire': NOTICE_WRITERS,
};
