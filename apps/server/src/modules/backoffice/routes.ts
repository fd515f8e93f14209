import * as calls from '@app/contracts/calls/backoffice';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
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
}
