import * as calls from '@app/contracts/calls/backoffice';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { headerValues, resolveBrand, route } from '../../plugins/route.ts';
import { caller } from '../wallet/caller.ts';
import type { BackofficeService } from './backoffice-service.ts';

/** Operator calls (role operator): deposit and withdrawal queues, adjustments, reversals. */
export function backofficeRoutes(app: FastifyInstance, bo: BackofficeService): void {
  const one = async <T>(rows: Promise<T[]>): Promise<T> => {
    const [first] = await rows;
    if (!first) throw new Error('view of one row returned nothing');
    return first;
  };

  route(app, calls.deposits, async ({ brand, input }) =>
    bo.depositViews(brand, await bo.deposits(brand, input.status)),
  );
  route(app, calls.depositApprove, async ({ brand, auth, input }) =>
    one(bo.depositViews(brand, [await bo.approveDeposit(brand, input.orderNo, caller(auth).memberId)])),
  );
  route(app, calls.depositReject, async ({ brand, auth, input }) =>
    one(bo.depositViews(brand, [await bo.rejectDeposit(brand, input.orderNo, caller(auth).memberId, input.reason)])),
  );
  route(app, calls.withdrawalsList, async ({ brand, input }) =>
    bo.withdrawalViews(brand, await bo.withdrawals(brand, input.status)),
  );
  route(app, calls.withdrawalApprove, async ({ brand, auth, input }) =>
    one(bo.withdrawalViews(brand, [await bo.approveWithdrawal(brand, input.orderNo, caller(auth).memberId)])),
  );
  route(app, calls.withdrawalReject, async ({ brand, auth, input }) =>
    one(
      bo.withdrawalViews(brand, [await bo.rejectWithdrawal(brand, input.orderNo, caller(auth).memberId, input.reason)]),
    ),
  );
  route(app, calls.withdrawalResolve, async ({ brand, auth, input }) =>
    one(
      bo.withdrawalViews(brand, [
        await bo.resolveWithdrawal(brand, input.orderNo, input.outcome, caller(auth).memberId, input.reason),
      ]),
    ),
  );
  route(app, calls.adjust, async ({ brand, auth, input }) => {
    const r = await bo.adjust(brand, input, caller(auth).memberId);
    return { transactionId: r.transactionId, balanceAfter: r.balanceAfter / 10 ** brand.settings.minorUnits };
  });
  route(app, calls.reverse, async ({ brand, auth, input }) =>
    bo.reverse(brand, input.transactionId, input.reason, caller(auth).memberId),
  );

  // A withdrawal's proof image for the operator (the bytes, with their checked type).
  app.get<{ Params: { id: string } }>(`${PROOF_IMAGE_PATH}/:id`, async (req, reply) => {
    const brand = await resolveBrand(app, req);
    const token = headerValues(req, 'authorization')[0]?.trim();
    if (!token) throw new AppError('CUSTOMER_NOT_LOGIN');
    const auth = await app.sessions.resolve(token, brand.id);
    if (typeof auth === 'string') throw new AppError(auth);
    if (auth.role !== 'operator') throw new AppError('role.forbidden');
    if (!/^[a-f0-9]{32}$/.test(req.params.id)) throw new AppError('not_found');
    const img = await bo.proofImage(brand, req.params.id);
    return reply
      .type(img.contentType)
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .send(img.bytes);
  });
}

/** Where an operator reads a proof image: GET <path>/<proof id>. */
export const PROOF_IMAGE_PATH = '/wps/backoffice/withdrawals/proof';
