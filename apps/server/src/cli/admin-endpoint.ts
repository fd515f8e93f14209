import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isLoopback } from '../plugins/dev-helpers.ts';
import { runCli } from './run.ts';

/**
 * Lets `npm run admin` reach a running server on the embedded database (which only one process may
 * open): loopback only, with the secret the server wrote into its lock file in DATA_DIR.
 */
export function registerAdminEndpoint(app: FastifyInstance, secret: string): void {
  const expected = Buffer.from(secret);
  app.post('/admin/cli', async (req, reply) => {
    const given = Buffer.from(String(req.headers['x-admin-secret'] ?? ''));
    if (
      !isLoopback(req.socket.remoteAddress) ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      return reply.code(403).send({ success: false, errorCode: 'role.forbidden', message: 'forbidden' });
    }
    const body = req.body as { argv?: unknown; operator?: unknown } | undefined;
    const argv = body?.argv;
    if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) {
      return reply.code(400).send({ success: false, errorCode: 'request_param_err', message: 'argv must be strings' });
    }
    const lines: string[] = [];
    // The operating-system user who ran `npm run admin` (the caller knows the secret: it is trusted).
    const operator = typeof body?.operator === 'string' ? body.operator : 'unknown';
    const code = await runCli(argv, { services: app.services, print: (l) => lines.push(l), operator });
    return reply.send({ success: true, value: { code, output: lines.join('\n') } });
  });
}
