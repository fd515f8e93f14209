import { teamBets } from '@app/contracts/calls/agents';
import type { CallRequest } from '@app/contracts/define';
import { useCall } from '../../../lib/use-call.ts';

/** The team's settled bets by member, category or date. */
export const useTeamBets = (input: CallRequest<typeof teamBets>) => useCall(teamBets, input);
