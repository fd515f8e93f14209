import {
  dailyWageContracts,
  dividendContracts,
  hourSalaryContracts,
  offerContract,
  realtimeSalaryContracts,
  requestTermination,
  respondContract,
} from '@app/contracts/calls/agent-contracts';
import { type ContractKind, centre } from '@app/contracts/calls/agents';
import { invalidateCalls, useCall, useMutation } from '../../../lib/use-call.ts';

/** The list call of each contract kind (SPEC §7 relay paths). */
export const CONTRACT_LIST_CALLS = {
  dividend: dividendContracts,
  dailyWage: dailyWageContracts,
  hourSalary: hourSalaryContracts,
  realtimeSalary: realtimeSalaryContracts,
} as const;

/** The caller's own contracts of a kind and those it offered to its downlines. */
export const useContracts = (kind: ContractKind) => useCall(CONTRACT_LIST_CALLS[kind], {});

export const useOfferContract = () => useMutation(offerContract);
export const useRespondContract = () => useMutation(respondContract);
export const useRequestTermination = () => useMutation(requestTermination);

/** After a contract changes: every list, and the centre's pending counts (the menu badges). */
export const reloadContracts = () => invalidateCalls(...Object.values(CONTRACT_LIST_CALLS), centre);
