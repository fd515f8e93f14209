import type { Deps } from '../../deps.ts';
import { createBannerService } from './banner-service.ts';
import { createHelpService } from './help-service.ts';
import { createNoticeService } from './notice-service.ts';
import { createResourceService } from './resource-service.ts';
import { createSupportService } from './support-service.ts';

/** Every content service, built on one set of dependencies (routes and operator commands share it). */
export function createContentServices(deps: Deps) {
  return {
    banners: createBannerService(deps),
    notices: createNoticeService(deps),
    help: createHelpService(deps),
    resources: createResourceService(deps),
    support: createSupportService(deps),
  };
}
export type ContentServices = ReturnType<typeof createContentServices>;
