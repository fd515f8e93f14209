import { parseLanguage } from '@app/contracts/languages';
import type { FastifyInstance } from 'fastify';
import { normaliseIp } from '../lib/cidr.ts';

/** Language and client address on every request, before anything else looks at it. */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('lang', 'EN');
  app.decorateRequest('langFromHeader', false);
  app.decorateRequest('clientIp', '');
  app.decorateRequest('brand', undefined);
  app.decorateRequest('auth', null);
  app.decorateRequest('rawBody', undefined);
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (req, reply, done) => {
    const header = req.headers.language;
    const lang = typeof header === 'string' ? parseLanguage(header, 'EN') : 'EN';
    req.lang = lang;
    req.langFromHeader = typeof header === 'string' && header.trim() !== '';
    req.clientIp = normaliseIp(req.ip);
    reply.header('x-request-id', req.id);
    done();
  });
}
