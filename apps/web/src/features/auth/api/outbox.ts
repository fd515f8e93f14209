import { devOutbox } from '@app/contracts/calls/auth';
import { useCall } from '../../../lib/use-call.ts';

/** Development only: the SMS and e-mails the development adapters kept, newest first. */
export const useOutbox = () => useCall(devOutbox, { limit: 50 }, { staleMs: 2_000 });
