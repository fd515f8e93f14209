import type { FastifyInstance } from 'fastify';
import type { CheckLimits } from './check-limits.ts';
import { CHECK_BUSY_RETRY_S, hashingBusy } from './passwords.ts';

const HOLD_MS = CHECK_BUSY_RETRY_S * 1000;
/** Addresses remembered as refused lately before the stale ones are swept. */
const MAX_REMEMBERED = 10_000;

/**
 * Every sealed call carries a password to hash. An address already at its cap of such calls in
 * flight is refused (429 `password.check.busy`, Retry-After) before its body is opened, since
 * unwrapping the sealed key is work too; a call counts until its answer is sent or its connection
 * closes. An address refused again within the Retry-After of its last refusal gets this refusal only
 * after a full Retry-After: a client that ignores Retry-After waits it out anyway, so 300 requests in
 * flight cost this process about 300 refusals a second, spread evenly, rather than as many as the
 * client can send (decision 0203).
 */
export function capSealedCalls(app: FastifyInstance, checks: CheckLimits): void {
  // Monotonic time: this is pacing, not a rule that tests move the clock for.
  const lastRefused = new Map<string, number>();
  const remember = (ip: string, now: number) => {
    if (lastRefused.size >= MAX_REMEMBERED) {
      for (const [k, t] of lastRefused) if (now - t >= HOLD_MS) lastRefused.delete(k);
    }
    lastRefused.set(ip, now);
  };
  app.addHook('onRequest', async (req, reply) => {
    if (!req.routeOptions.config?.call?.encrypted) return;
    const ip = req.clientIp;
    if (!checks.enterCall(ip)) {
      const now = performance.now();
      const last = lastRefused.get(ip);
      remember(ip, now);
      // Each held refusal waits from its own arrival, so they go out spread over the second.
      if (last !== undefined && now - last < HOLD_MS) await new Promise((r) => setTimeout(r, HOLD_MS));
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
