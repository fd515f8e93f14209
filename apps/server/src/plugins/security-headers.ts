import type { FastifyInstance } from 'fastify';

/**
 * The content security policy of HTML pages. A brand's image and launch CDNs (SPEC §9) are added to
 * img-src and frame-src by the page server (spa.ts), which knows the brand of the host.
 */
export function contentSecurityPolicy(cdns: { images?: string[]; frames?: string[] } = {}): string {
  const more = (list: string[] | undefined) => (list && list.length > 0 ? ` ${list.join(' ')}` : '');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${more(cdns.images)}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self'${more(cdns.frames)}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}
const CSP = contentSecurityPolicy();

/** Headers every answer carries; HTML pages also get the content security policy. */
export function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean }): void {
  // A callback hook, not an async one: it runs on every answer and has nothing to wait for.
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    if (opts.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CSP);
    } else if (type.startsWith('application/json')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
