import { TRIAL_TYPE } from '@app/contracts/constants';
import type { ErrorCode } from '@app/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { Brand } from '../modules/system/brand-types.ts';
import { sendFailure } from './envelope.ts';
import { headerValues, resolveBrand } from './route.ts';

/**
 * A member's image upload outside the JSON contract (a deposit's transfer proof, a promotion
 * application's or a feedback's image): the body is the bytes themselves, read by the image content
 * types' parser (cashier raw-routes.ts); a body over `maxBytes` is cut off while it arrives and refused
 * as `tooLarge`. Signed-in real members only; answers what `store` answers (the image's id).
 */
export function imageUploadRoute<T>(
  app: FastifyInstance,
  opts: {
    path: string;
    maxBytes: number;
    tooLarge: ErrorCode;
    store(brand: Brand, memberId: number, bytes: Buffer): Promise<T>;
  },
): void {
  app.post(
    opts.path,
    {
      bodyLimit: opts.maxBytes,
      errorHandler: (err, req, reply) =>
        (err as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? sendFailure(reply, opts.tooLarge)
          : app.errorHandler(err, req, reply),
    },
    async (req, reply) => {
      const brand = await resolveBrand(app, req);
      const token = headerValues(req, 'authorization')[0]?.trim();
      if (!token) throw new AppError('CUSTOMER_NOT_LOGIN');
      const auth = await app.sessions.resolve(token, brand.id);
      if (typeof auth === 'string') throw new AppError(auth);
      if (auth.accountType === TRIAL_TYPE) throw new AppError('account.trial.forbidden');
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return reply.send({ success: true, value: await opts.store(brand, auth.memberId, bytes) });
    },
  );
}
