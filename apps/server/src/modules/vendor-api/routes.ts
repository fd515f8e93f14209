import {
  VENDOR_CODE_HEADER,
  VENDOR_PATHS,
  VENDOR_SIGNATURE_HEADER,
  type VendorAction,
} from '@app/contracts/calls/vendor';
import type { FastifyInstance } from 'fastify';
import { headerValues } from '../../plugins/route.ts';
import type { VendorApiService } from './service.ts';

const MONEY = new Set<VendorAction>(['bet', 'win', 'rollback']);

const one = (values: string[]) => (values.length === 1 ? values[0] : undefined);

/**
 * The seamless wallet API's routes (docs/vendor-api.md): signed JSON POSTs, answered with the exact
 * stored text. Every money call (bet, win, rollback) is recorded with its answer (vendor_transactions),
 * so the request log keeps only their refusals and slow answers: they are the hot path.
 */
export function vendorApiRoutes(app: FastifyInstance, service: VendorApiService): void {
  for (const action of Object.keys(VENDOR_PATHS) as VendorAction[]) {
    app.post(VENDOR_PATHS[action], { config: { quietLog: MONEY.has(action) } }, async (req, reply) => {
      const out = await service.handle(action, {
        vendorCode: one(headerValues(req, VENDOR_CODE_HEADER)),
        signature: one(headerValues(req, VENDOR_SIGNATURE_HEADER)),
        rawBody: req.rawBody ?? '',
        body: req.body,
        lang: req.lang,
      });
      return reply
        .code(out.status)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(out.body);
    });
  }
}
