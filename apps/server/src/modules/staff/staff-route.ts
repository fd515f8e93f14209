import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import type { CallDef } from '@app/contracts/define';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { type CallContext, type CallHandler, headerValues, route } from '../../plugins/route.ts';
import type { AuditActor } from '../audit/audit-service.ts';
import { allowed } from './policies.ts';
import { STAFF_TOKEN_PREFIX, type StaffContext, type StaffService } from './staff-service.ts';

const contexts = new WeakMap<FastifyRequest, StaffContext>();

/**
 * Registers a back-office call (`auth: 'staff'`): before the input is read, the staff session of the
 * Authorization header (a member's token is refused with its own code), the brand (the Merchant
 * header's; staff of another brand are refused, a platform owner acts on it), then the call's policy
 * (policies.ts; a call without one is refused to every role).
 */
export function staffRoute<C extends CallDef>(
  app: FastifyInstance,
  staffService: StaffService,
  call: C,
  handler: (ctx: CallContext<C> & { staff: StaffContext }) => ReturnType<CallHandler<C>>,
): void {
  if (call.auth !== 'staff') throw new Error(`${call.id} is not a staff call`);
  route(
    app,
    call,
    async (ctx) => {
      const staff = contexts.get(ctx.req);
      if (!staff) throw new Error('staff gate did not run');
      return handler({ ...ctx, staff });
    },
    {
      staffGate: async (req, brand) => {
        contexts.set(req, await staffGate(app, staffService, req, brand.id, call.id));
      },
    },
  );
}

/**
 * The staff gate itself, for routes that answer bytes rather than the envelope (images): the staff
 * session of the Authorization header (a member's token refused with its own code), then the policy of
 * the call whose data it belongs to.
 */
export async function staffGate(
  app: FastifyInstance,
  staffService: StaffService,
  req: FastifyRequest,
  brandId: number,
  policyOf: string,
): Promise<StaffContext> {
  const given = headerValues(req, 'authorization');
  const token = given.length === 1 ? given[0]?.trim() : undefined;
  if (!token) throw new AppError('staff.token.required');
  if (!token.startsWith(STAFF_TOKEN_PREFIX)) {
    const member = await app.sessions.resolve(token, brandId);
    throw new AppError(typeof member === 'string' ? 'staff.token.invalid' : 'staff.token.member');
  }
  const ctx = await staffService.authenticate(token, brandId);
  if (!allowed(policyOf, ctx.staff.role as StaffRole)) throw new AppError('staff.role.forbidden');
  return ctx;
}

/** Who acts in a back-office write, for its audit entry: the staff member, the address and the user agent. */
export interface StaffActing {
  actor: AuditActor;
  ip: string;
  channel: string;
}

/** The acting staff member of a back-office call, as the audit log records them. */
export function actingOf(staff: StaffContext, ip: string, req: FastifyRequest): StaffActing {
  const ua = req.headers['user-agent'];
  return {
    actor: { kind: 'staff', id: String(staff.staff.id), name: staff.staff.username, role: staff.staff.role },
    ip,
    channel: (Array.isArray(ua) ? ua[0] : ua) ?? '',
  };
}
