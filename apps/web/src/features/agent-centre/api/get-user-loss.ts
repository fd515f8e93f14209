import { userLoss } from '@app/contracts/calls/agents';
import type { CallRequest } from '@app/contracts/define';
import { useCall } from '../../../lib/use-call.ts';

/** Profit and loss per direct downline of the caller or of a downline agent. */
export const useUserLoss = (input: CallRequest<typeof userLoss>) => useCall(userLoss, input);
