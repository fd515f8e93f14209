import { income, preview } from '@app/contracts/calls/agent-payouts';
import type { ContractKind } from '@app/contracts/calls/agents';
import type { CallRequest } from '@app/contracts/define';
import { useCall } from '../../../lib/use-call.ts';

/** Every payout received and paid to downlines, with the totals of what the filters match. */
export const useIncome = (input: CallRequest<typeof income>) => useCall(income, input);

/** What the caller's active contract of a kind would pay for the current period so far. */
export const usePayoutPreview = (kind: ContractKind) => useCall(preview, { kind });
