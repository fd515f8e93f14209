import { createDownline, downlines, teamOverview } from '@app/contracts/calls/agents';
import { invalidateCalls, useMutation } from '../../../lib/use-call.ts';

/** Makes a member or a sub-agent under the caller. */
export const useCreateDownline = () => useMutation(createDownline);

/** After a new downline: the team lists and the overview count it. */
export const reloadTeam = () => invalidateCalls(downlines, teamOverview);
