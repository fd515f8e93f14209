import type { FastifyRequest } from 'fastify';
import type { CliContext } from '../../cli/command.ts';
import type { StaffContext } from '../staff/staff-service.ts';
import type { AuditEntry, AuditService } from './audit-service.ts';
import { canonicalJson, jsonSafe } from './canonical.ts';
import { cliActor } from './cli.ts';
import type { AuditHook } from './hook-types.ts';

export type { AuditChange, AuditHook } from './hook-types.ts';

/** The act without its actor and values: what the caller (a route or a command) knows. */
export interface AuditAct {
  brandId: number | null;
  action: string;
  target?: AuditEntry['target'];
  reason?: string;
}

function hookFor(audit: AuditService, base: Omit<AuditEntry, 'before' | 'after'>): AuditHook {
  // Refused before the change (a money or security act without a reason): nothing is written.
  audit.check(base);
  return async (tx, change) => {
    if (canonicalJson(jsonSafe(change.before)) === canonicalJson(jsonSafe(change.after))) return;
    await audit.record(tx, {
      ...base,
      target: change.target ?? base.target,
      before: change.before,
      after: change.after,
    });
  };
}

/** The hook of a back-office call: the staff member, role, address and user agent. */
export function staffAuditHook(
  audit: AuditService,
  ctx: { staff: StaffContext; ip: string; req: FastifyRequest },
  act: AuditAct,
): AuditHook {
  const s = ctx.staff.staff;
  const agent = ctx.req.headers['user-agent'];
  return hookFor(audit, {
    ...act,
    actor: { kind: 'staff', id: String(s.id), name: s.username, role: s.role },
    ip: ctx.ip,
    channel: typeof agent === 'string' ? agent : '',
  });
}

/** The hook of an operator command: the operating-system user, as 'cli'. */
export function cliAuditHook(ctx: CliContext, act: AuditAct): AuditHook {
  return hookFor(ctx.services.audit, { ...act, actor: cliActor(ctx), channel: 'cli', ip: '' });
}
