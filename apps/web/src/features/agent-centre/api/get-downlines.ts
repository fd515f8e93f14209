import { downlines } from '@app/contracts/calls/agents';
import type { CallRequest } from '@app/contracts/define';
import { useCall } from '../../../lib/use-call.ts';

/** A downline's direct members (the caller's by default), or a search of the whole team. */
export const useDownlines = (input: CallRequest<typeof downlines>) => useCall(downlines, input);
