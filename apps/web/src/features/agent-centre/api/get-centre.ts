import { centre } from '@app/contracts/calls/agents';
import { useCall } from '../../../lib/use-call.ts';

/** This agent's type, rights, contract entries and pending requests (the menu and its badges). */
export function useAgentCentre(enabled = true) {
  return useCall(centre, {}, { enabled, staleMs: 15_000 });
}
