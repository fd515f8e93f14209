import type { FastifyInstance } from 'fastify';
import type { CheckLimits } from './check-limits.ts';
import { CHECK_BUSY_RETRY_S, hashingBusy } from './passwords.ts';

const HOLD_MS = CHECK_BUSY_RETRY_S * 1000;

/**
 * Every sealed call carries a password to hash. An address already at its cap of such calls in
 * flight is refused (429 `password.check.busy`, Retry-After) before its body is opened, since
 * unwrapping the sealed key is work too; a call counts until its answer is sent or its connection
 * closes. An address that calls again before the Retry-After of its last refusal has run out gets its
 * refusal only when it has: a client that ignores Retry-After waits it out anyway, so 300 requests in
 * flight cost this process 300 refusals a second rather than as many as the client can send
 * (decision 0203).
 */
export function capSealedCalls(app: FastifyInstance, checks: CheckLimits): void {
  // Monotonic time: this is pacing, not a rule that tests move the clock for.
  const refusedUntil = new Map<string, number>();
  app.addHook('onRequest', async (req, reply) => {
    if (!req.routeOptions.config?.call?.encrypted) return;
    const ip = req.clientIp;
    if (!checks.enterCall(ip)) {
      const now = performance.now();
      const until = refusedUntil.get(ip) ?? 0;
      if (until > now) await new Promise((r) => setTimeout(r, until - now));
      else {
        refusedUntil.set(ip, now + HOLD_MS);
        setTimeout(() => {
          if ((refusedUntil.get(ip) ?? 0) <= performance.now()) refusedUntil.delete(ip);
        }, HOLD_MS + 10).unref();
      }
      throw hashingBusy();
    }
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      checks.leaveCall(ip);
    };
    reply.raw.once('finish', leave);
    reply.raw.once('close', leave);
  });
}
