import * as calls from '@app/contracts/calls/backoffice';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { resolveBrand } from '../../plugins/route.ts';
import { staffGate, staffRoute } from '../staff/staff-route.ts';
import type { StaffContext, StaffService } from '../staff/staff-service.ts';
import { type BackofficeService, MONEY_ROLES, type MoneyActor } from './backoffice-service.ts';

/** Where staff read a proof image: GET <path>/<proof id> with the staff token. */
export const PROOF_IMAGE_PATH = '/backoffice/api/withdrawals/proof';

/** The actor of a staff call: the signed-in staff member, the address and the user agent. */
function actorOf(staff: StaffContext, ip: string, req: FastifyRequest): MoneyActor {
  return {
    kind: 'staff',
    staffId: staff.staff.id,
    name: staff.staff.username,
    role: staff.staff.role,
    ip,
    channel: String(req.headers['user-agent'] ?? ''),
  };
}

/**
 * The back office's money work (decision 1030): deposit and withdrawal queues, claims, second
 * approvals, adjustments and reversals, as staff calls; and the withdrawal proof image for staff.
 */
export function backofficeRoutes(app: FastifyInstance, bo: BackofficeService, staffSvc: StaffService): void {
  const gate = <C extends Parameters<typeof staffRoute>[2]>(call: C, handler: Parameters<typeof staffRoute<C>>[3]) =>
    staffRoute(app, staffSvc, call, handler);

  gate(calls.deposits, async ({ brand, input }) => bo.depositList(brand, await bo.deposits(brand, input.status)));
  gate(calls.depositApprove, async ({ brand, staff, ip, req, input }) =>
    bo.decideDeposit(actorOf(staff, ip, req), brand, input.orderNo, 'paid', input.reason),
  );
  gate(calls.depositReject, async ({ brand, staff, ip, req, input }) =>
    bo.decideDeposit(actorOf(staff, ip, req), brand, input.orderNo, 'rejected', input.reason),
  );
  gate(calls.withdrawalsList, async ({ brand, input }) =>
    bo.withdrawalList(brand, await bo.withdrawals(brand, input.status)),
  );
  gate(calls.withdrawalDetail, async ({ brand, input }) =>
    bo.withdrawalDetail(brand, input.orderNo, (id) => `${PROOF_IMAGE_PATH}/${id}`),
  );
  gate(calls.withdrawalApprove, async ({ brand, staff, ip, req, input }) =>
    bo.approveWithdrawal(actorOf(staff, ip, req), brand, input.orderNo, input.reason, 'approve'),
  );
  gate(calls.withdrawalConfirm, async ({ brand, staff, ip, req, input }) =>
    bo.approveWithdrawal(actorOf(staff, ip, req), brand, input.orderNo, input.reason, 'confirm'),
  );
  gate(calls.withdrawalReject, async ({ brand, staff, ip, req, input }) =>
    bo.rejectWithdrawal(actorOf(staff, ip, req), brand, input.orderNo, input.reason),
  );
  gate(calls.withdrawalResolve, async ({ brand, staff, ip, req, input }) =>
    bo.resolveWithdrawal(actorOf(staff, ip, req), brand, input.orderNo, input.outcome, input.reason),
  );
  gate(calls.claim, async ({ brand, staff, ip, req, input }) =>
    bo.hold(actorOf(staff, ip, req), brand, input.kind, input.orderNo, { type: 'claim' }),
  );
  gate(calls.release, async ({ brand, staff, ip, req, input }) =>
    bo.hold(actorOf(staff, ip, req), brand, input.kind, input.orderNo, {
      type: 'release',
      force: staff.staff.role === 'owner' || staff.staff.role === 'admin',
    }),
  );
  gate(calls.assign, async ({ brand, staff, ip, req, input }) => {
    const to = (await staffSvc.list(brand.id)).find((s) => s.id === input.staffId);
    if (to?.status !== 'active' || !MONEY_ROLES.includes(to.role)) {
      throw new AppError('queue.assignee.invalid', { field: 'staffId' });
    }
    return bo.hold(actorOf(staff, ip, req), brand, input.kind, input.orderNo, {
      type: 'assign',
      to: { id: to.id, name: to.username },
    });
  });
  gate(calls.adjust, async ({ brand, staff, ip, req, input }) => bo.adjust(actorOf(staff, ip, req), brand, input));
  gate(calls.reverse, async ({ brand, staff, ip, req, input }) =>
    bo.reverse(actorOf(staff, ip, req), brand, input.transactionId, input.reason),
  );
  gate(calls.balanceRequests, async ({ brand, input }) => bo.requests(brand, input.state));
  gate(calls.balanceConfirm, async ({ brand, staff, ip, req, input }) =>
    bo.decideRequest(actorOf(staff, ip, req), brand, input.id, 'confirm', input.reason),
  );
  gate(calls.balanceCancel, async ({ brand, staff, ip, req, input }) =>
    bo.decideRequest(actorOf(staff, ip, req), brand, input.id, 'cancel', input.reason),
  );

  // A withdrawal's proof image (the bytes, with their checked type) for staff who may read its detail.
  app.get<{ Params: { id: string } }>(`${PROOF_IMAGE_PATH}/:id`, async (req, reply) => {
    const brand = await resolveBrand(app, req);
    await staffGate(app, staffSvc, req, brand.id, calls.withdrawalDetail.id);
    if (!/^[a-f0-9]{32}$/.test(req.params.id)) throw new AppError('not_found');
    const img = await bo.proofImage(brand, req.params.id);
    return reply
      .type(img.contentType)
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(img.bytes);
  });
}
