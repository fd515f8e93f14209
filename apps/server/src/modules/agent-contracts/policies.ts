import type { StaffRole } from '@app/contracts/calls/backoffice-staff';

// Who may do what with agent contracts (docs/decisions/1110-agent-contracts.md). Contracts pay money:
// finance offers, lowers and ends the platform's contracts; limits are brand settings (owner, admin).

const READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'risk', 'read-only'];
const WRITERS: readonly StaffRole[] = ['owner', 'admin', 'finance'];
const LIMIT_SETTERS: readonly StaffRole[] = ['owner', 'admin'];

export const AGENT_CONTRACTS_POLICIES: Readonly<Record<string, readonly StaffRole[]>> = {
  'backofficeAgentContracts.list': READERS,
  'backofficeAgentContracts.offer': WRITERS,
  'backofficeAgentContracts.lower': WRITERS,
  'backofficeAgentContracts.terminate': WRITERS,
  'backofficeAgentContracts.templates': READERS,
  'backofficeAgentContracts.saveTemplate': WRITERS,
  'backofficeAgentContracts.deleteTemplate': WRITERS,
  'backofficeAgentContracts.limits': READERS,
  'backofficeAgentContracts.setLimit': LIMIT_SETTERS,
};
