import { randomUUID } from 'node:crypto';
import { importPublicKey, sealPayload } from '@app/contracts/crypto';
import type { FastifyInstance } from 'fastify';
import { call } from './helpers.ts';

/** Calls an encrypted path as the browser does: the body sealed with the brand's public key. */
export async function sealedCall(
  app: FastifyInstance,
  opts: { url: string; token: string; payload: unknown; merchant?: string; lang?: string },
) {
  const key = await call(app, { method: 'GET', url: '/wps/session/key/rsa', merchant: opts.merchant });
  const publicKey = await importPublicKey((key.body.value as { publicKey: string }).publicKey);
  const sealed = await sealPayload(publicKey, opts.payload, app.deps.now().getTime());
  return call(app, {
    method: 'POST',
    url: opts.url,
    token: opts.token,
    merchant: opts.merchant,
    lang: opts.lang,
    headers: { encryption: sealed.header },
    payload: sealed.body,
  });
}

/** A fresh request id for one submission. */
export const rid = () => randomUUID().replaceAll('-', '');
