import type { StaffRole } from '@app/contracts/calls/backoffice-staff';

// Who may send messages to segments and work the feedback queue (docs/decisions/1540-messages.md).

/** Sending to members in bulk is a marketing and brand act. */
const SENDERS: readonly StaffRole[] = ['owner', 'admin', 'content'];
/** Answering members' feedback. */
const REPLIERS: readonly StaffRole[] = ['owner', 'admin', 'support'];
const READERS: readonly StaffRole[] = ['owner', 'admin', 'content', 'support', 'read-only'];

export const MESSAGES_POLICIES: Readonly<Record<string, readonly StaffRole[]>> = {
  'backofficeMessages.preview': SENDERS,
  'backofficeMessages.send': SENDERS,
  'backofficeMessages.campaigns': READERS,
  'backofficeMessages.feedbackQueue': READERS,
  'backofficeMessages.feedbackReply': REPLIERS,
};
