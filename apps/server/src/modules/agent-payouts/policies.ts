import type { StaffRole } from '@app/contracts/calls/backoffice-staff';

// Who may see and act on agent contract payouts (docs/decisions/1120-agent-payouts.md).

/** Runs, the next run's preview and the waiting list: money readers. */
const READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'risk', 'read-only'];
/** Retrying a waiting payout moves money: finance. */
const ACTORS: readonly StaffRole[] = ['owner', 'admin', 'finance'];

export const AGENT_PAYOUTS_POLICIES: Readonly<Record<string, readonly StaffRole[]>> = {
  'backofficeAgentPayouts.runs': READERS,
  'backofficeAgentPayouts.nextRun': READERS,
  'backofficeAgentPayouts.waiting': READERS,
  'backofficeAgentPayouts.retry': ACTORS,
  'backofficeAgentPayouts.approveRun': ACTORS,
};
