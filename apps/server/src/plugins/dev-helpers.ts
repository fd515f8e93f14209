import { BlockList } from 'node:net';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Development helpers (DECISIONS "Operators and safety"): the message outbox, the development payment
 * gateway and the `dev member` admin command hand out codes, links, tokens and paid deposits. They
 * exist only outside production and answer only a peer on this machine.
 */

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** True for 127.0.0.0/8 and ::1, written plainly or IPv4-mapped (::ffff:127.x.y.z); false for anything else. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  try {
    return LOOPBACK.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
  } catch {
    return false;
  }
}

/** Whether the development helpers are registered at all: never in production. */
export function devHelpersOn(config: Pick<Config, 'env'>): boolean {
  return config.env !== 'production';
}

/**
 * Refuses every peer but this machine, judged by the socket's own address: X-Forwarded-For and
 * TRUST_PROXY play no part, since a proxy in front would make every visitor look local.
 */
export const loopbackOnly: onRequestHookHandler = (req, _reply, done) => {
  if (isLoopback(req.raw.socket.remoteAddress)) done();
  else done(new AppError('dev.loopback.only'));
};

/** Records a registered helper for the start-up line. */
export function announceDevHelper(app: FastifyInstance, what: string): void {
  app.devHelpers.push(what);
}

/** The start-up line: which mode runs and which development helpers (routes, admin commands) are on. */
export function modeLine(app: FastifyInstance, devCommands: readonly string[]): string {
  const env = app.deps.config.env;
  if (!devHelpersOn(app.deps.config)) return `  Mode: ${env}; no development helpers.`;
  const helpers = [...app.devHelpers, ...devCommands.map((c) => `admin command "${c}"`)];
  return `  Mode: ${env}; development helpers on, answering loopback peers only: ${helpers.join(', ')}.`;
}
