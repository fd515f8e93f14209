import { ERRORS, type ErrorCode } from '@app/contracts/errors';
import { errorMessage } from '@app/contracts/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** Path prefixes that answer with envelopes; anything else may fall through to the SPA. */
export const API_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/vendor/',
  '/docs',
  '/admin/',
  '/healthz',
  '/api/',
  '/dev/api/',
  '/backoffice/api/',
];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p));
}

/** Sends a failure envelope with the catalogue's status and the message in the request's language. */
export function sendFailure(
  reply: FastifyReply,
  code: ErrorCode,
  value?: Record<string, unknown>,
  headers?: Record<string, string>,
): FastifyReply {
  const req = reply.request;
  if (headers) reply.headers(headers);
  return reply
    .code(ERRORS[code].status)
    .type('application/json; charset=utf-8')
    .send({
      success: false,
      errorCode: code,
      message: errorMessage(code, req.lang ?? 'EN'),
      ...(value ? { value } : {}),
    });
}

function codeFor(err: FastifyError): ErrorCode {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'request.too.large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'request.unsupported.type';
    default:
      break;
  }
  const status = err.statusCode ?? 500;
  if (status === 404) return 'not_found';
  if (status === 413) return 'request.too.large';
  if (status === 415) return 'request.unsupported.type';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status >= 400 && status < 500) return 'request_param_err';
  return 'unknown_error';
}

/** Every failure, expected or not, leaves as an envelope; unexpected ones are logged with the request id. */
export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) return sendFailure(reply, err.code, err.value, err.headers);
    const code = codeFor(err as FastifyError);
    if (code === 'unknown_error') req.log.error({ err, reqId: req.id }, 'unexpected error');
    else req.log.info({ reqId: req.id, code: (err as FastifyError).code, msg: err.message }, 'request refused');
    return sendFailure(reply, code);
  });
}

/** 404 for API paths (and for everything when no SPA is served). */
export function notFound(_req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendFailure(reply, 'not_found');
}
