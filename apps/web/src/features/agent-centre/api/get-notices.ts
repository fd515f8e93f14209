import { notices } from '@app/contracts/calls/agents';
import { useCall } from '../../../lib/use-call.ts';

/** Announcements for agents, newest first. */
export const useAgentNotices = () => useCall(notices, {}, { staleMs: 60_000 });
