import { teamOverview } from '@app/contracts/calls/agents';
import { useCall } from '../../../lib/use-call.ts';

/** The team's size and business today, yesterday, this month and over the last 30 days. */
export const useTeamOverview = () => useCall(teamOverview, {});
