import { defineCall } from '@app/contracts/define';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resources } from '../src/db/schema/index.ts';
import { route } from '../src/plugins/route.ts';

/** Test-only calls that exercise the route pipeline: sealed bodies, gates, failures. */
export const probe = {
  sealedWrite: defineCall({
    id: 'probe.sealedWrite',
    method: 'POST',
    path: '/wps/probe/sealed',
    auth: 'none',
    encrypted: true,
    summary: 'writes a resource from a sealed body',
    request: z.object({ name: z.string().min(1).max(40) }),
    response: z.object({ id: z.number() }),
  }),
  plainWrite: defineCall({
    id: 'probe.plainWrite',
    method: 'POST',
    path: '/wps/probe/plain',
    auth: 'none',
    summary: 'writes a resource',
    request: z.object({ name: z.string().min(1).max(40) }),
    response: z.object({ id: z.number() }),
  }),
  me: defineCall({
    id: 'probe.me',
    method: 'GET',
    path: '/wps/probe/me',
    auth: 'token',
    summary: 'who am I',
    request: z.object({}),
    response: z.object({ memberId: z.number(), accountType: z.number() }),
  }),
  gated: defineCall({
    id: 'probe.gated',
    method: 'GET',
    path: '/wps/probe/gated',
    auth: 'token',
    allowTrial: false,
    summary: 'real accounts only',
    request: z.object({}),
    response: z.null(),
  }),
  agent: defineCall({
    id: 'probe.agent',
    method: 'GET',
    path: '/wps/probe/agent',
    auth: 'token',
    agentOnly: true,
    summary: 'agents only',
    request: z.object({}),
    response: z.null(),
  }),
  boom: defineCall({
    id: 'probe.boom',
    method: 'GET',
    path: '/wps/probe/boom',
    auth: 'none',
    summary: 'fails unexpectedly',
    request: z.object({}),
    response: z.null(),
  }),
  badAnswer: defineCall({
    id: 'probe.badAnswer',
    method: 'GET',
    path: '/wps/probe/bad-answer',
    auth: 'none',
    summary: 'answers outside its contract',
    request: z.object({}),
    response: z.object({ n: z.number() }),
  }),
};

/** Registers the probe calls on a test app (pass as `extend` to createTestApp). */
export function registerProbes(app: FastifyInstance): void {
  const write = async (brandId: number, name: string) => {
    const [row] = await app.deps.db
      .insert(resources)
      .values({ brandId, name, url: '/x', resourceType: 'probe' })
      .returning({ id: resources.id });
    return { id: row?.id ?? 0 };
  };
  route(app, probe.sealedWrite, ({ brand, input }) => write(brand.id, input.name));
  route(app, probe.plainWrite, ({ brand, input }) => write(brand.id, input.name));
  route(app, probe.me, async ({ auth }) => ({ memberId: auth.memberId, accountType: auth.accountType }));
  route(app, probe.gated, async () => null);
  route(app, probe.agent, async () => null);
  route(app, probe.boom, async () => {
    throw new Error('kaboom: secret internals');
  });
  route(app, probe.badAnswer, async () => ({ n: 'not a number' }) as unknown as { n: number });
}

/** Rows the probes wrote for a brand. */
export async function probeRows(app: FastifyInstance, brandId: number) {
  return app.deps.db
    .select()
    .from(resources)
    .where(eq(resources.resourceType, 'probe'))
    .then((rows) => rows.filter((r) => r.brandId === brandId));
}
