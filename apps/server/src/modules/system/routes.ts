import * as calls from '@app/contracts/calls/system';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { normaliseHost } from './brand-service.ts';

/** Token-free system calls (SPEC §7). */
export function systemRoutes(app: FastifyInstance, s: Services): void {
  const { system } = s;

  route(app, calls.status, async ({ brand, ip }) => system.status(brand, ip));
  route(app, calls.whitelabel, async ({ brand }) => system.whiteLabel(brand));
  route(app, calls.registerSettings, async ({ brand }) => system.registerRules(brand));

  route(app, calls.permission, async ({ brand, ip, input }) => {
    if (input.url !== undefined && input.url !== '') {
      // The site host the page was loaded from must be a host name, and belong to this brand when known.
      let host: string;
      try {
        host = normaliseHost(input.url.replace(/^https?:\/\//, '').split('/')[0] ?? '');
      } catch {
        throw new AppError('invalid.domain');
      }
      const owner = await app.brands.ownerOfHost(host);
      if (owner && owner.id !== brand.id) throw new AppError('invalid.domain');
    }
    return system.permission(brand, ip);
  });

  route(app, calls.domainRoute, async ({ brand }) => ({
    domainList: brand.domains.map((d) => ({ domain: d.host, speed: d.speed })),
    resources: await system.resources(brand),
  }));

  route(app, calls.getService, async ({ brand }) => system.serviceInfo(brand));

  route(app, calls.rsaKey, async ({ brand }) => ({
    publicKey: await app.brands.publicKey(brand.id),
    algorithm: 'RSA-OAEP-256' as const,
  }));
}
