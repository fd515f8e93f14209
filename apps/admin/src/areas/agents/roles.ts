// Roles as the server's policies (apps/server/src/modules/agents/policies.ts, decision 1100).
export const AGENT_READERS = ['owner', 'admin', 'finance', 'risk', 'support', 'read-only'] as const;
export const AGENT_MAKERS = ['owner', 'admin'] as const;
export const REPORT_READERS = ['owner', 'admin', 'finance', 'risk', 'read-only'] as const;
export const NOTICE_READERS = ['owner', 'admin', 'content', 'support', 'read-only'] as const;
export const NOTICE_WRITERS = ['owner', 'admin', 'content'] as const;
