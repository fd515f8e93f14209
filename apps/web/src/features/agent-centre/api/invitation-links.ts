import { createInvitationLink, deleteInvitationLink, invitationLinks } from '@app/contracts/calls/agents';
import { invalidateCalls, useCall, useMutation } from '../../../lib/use-call.ts';

/** The agent's invitation links with their sign-ups and first deposits, and how many it may have. */
export const useInvitationLinks = () => useCall(invitationLinks, {});
export const useCreateInvitationLink = () => useMutation(createInvitationLink);
export const useDeleteInvitationLink = () => useMutation(deleteInvitationLink);
export const reloadInvitationLinks = () => invalidateCalls(invitationLinks);
