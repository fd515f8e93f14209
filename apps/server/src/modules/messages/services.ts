import type { Deps } from '../../deps.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { createCampaigns } from './campaigns.ts';
import { createFeedback } from './feedback.ts';
import { createInbox } from './inbox.ts';

/** Platform messages and feedback (docs/decisions/1540-messages.md): the inbox, campaigns, feedback. */
export function createMessagesArea(deps: Deps, audit: AuditService) {
  return {
    inbox: createInbox(deps),
    campaigns: createCampaigns(deps, audit),
    feedback: createFeedback(deps, audit),
  };
}

export type MessagesArea = ReturnType<typeof createMessagesArea>;
