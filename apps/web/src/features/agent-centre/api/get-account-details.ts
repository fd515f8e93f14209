import { accountDetails } from '@app/contracts/calls/agents';
import type { CallRequest } from '@app/contracts/define';
import { useCall } from '../../../lib/use-call.ts';

/** The team's transactions, newest first. */
export const useAccountDetails = (input: CallRequest<typeof accountDetails>) => useCall(accountDetails, input);
