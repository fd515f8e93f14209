import type { FastifyInstance } from 'fastify';

/**
 * JSON keeps its raw text (vendor signatures are checked over the exact bytes) and is parsed with
 * prototype-poisoning protection; form bodies become plain objects.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    req.rawBody = body as string;
    if (body === '') return done(null, undefined);
    parseJson(req, body as string, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    req.rawBody = body as string;
    const out: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(body as string)) out[k] = v;
    done(null, out);
  });
}
