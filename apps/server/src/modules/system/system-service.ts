import {
  SYSTEM_STATUS,
  type TPermissionResponse,
  type TResource,
  type TServiceResponse,
  type TStatusResponse,
} from '@app/contracts/calls/system';
import { sealServicePath } from '@app/contracts/crypto';
import { buildWhiteLabelTree } from '@app/contracts/whitelabel';
import { asc, eq } from 'drizzle-orm';
import { resources } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { isRegionBlocked } from '../../plugins/route.ts';
import { type Brand, inMaintenance } from './brand-types.ts';
import { brandRegisterRules } from './register-rules.ts';

export type SystemService = ReturnType<typeof createSystemService>;

/** Token-free system answers built from the brand's stored settings. */
export function createSystemService(deps: Deps) {
  const ms = (d: Date | null) => (d ? d.getTime() : null);

  const service = {
    /** 1 while maintenance is open; else 2 when the visitor is in a blocked range; else 0. */
    status(brand: Brand, ip: string): TStatusResponse {
      const maintaining = inMaintenance(brand, deps.now());
      if (maintaining) {
        return {
          status: SYSTEM_STATUS.MAINTENANCE,
          maintainTime: ms(brand.maintenance.maintainTime),
          endTime: ms(brand.maintenance.endTime),
          ip,
          ...(brand.settings.maintenanceMessage ? { message: brand.settings.maintenanceMessage } : {}),
        };
      }
      const blocked = isRegionBlocked(brand, ip);
      return {
        status: blocked ? SYSTEM_STATUS.REGION_RESTRICTED : SYSTEM_STATUS.NORMAL,
        maintainTime: null,
        endTime: null,
        ip,
      };
    },

    whiteLabel: (brand: Brand) => buildWhiteLabelTree(brand.switches),

    registerRules: (brand: Brand) => brandRegisterRules(brand.settings.registerFields),

    async resources(brand: Brand): Promise<TResource[]> {
      const rows = await deps.db
        .select()
        .from(resources)
        .where(eq(resources.brandId, brand.id))
        .orderBy(asc(resources.sort), asc(resources.id));
      return rows.map((r) => ({
        name: r.name,
        url: r.url,
        labelNameEn: r.labelNameEn,
        resourceType: r.resourceType,
        qrCodeUrl: r.qrCodeUrl,
      }));
    },

    /** getService (SPEC §7): the service paths as value.version.pathList, and the chat header colour. */
    async serviceInfo(brand: Brand): Promise<TServiceResponse> {
      const pathList = await Promise.all(
        brand.settings.customerService.map(async (cs) => ({ type: cs.csType, path: await sealServicePath(cs.url) })),
      );
      return { version: { pathList }, chatHeaderColor: brand.settings.chatHeaderColor };
    },

    async permission(brand: Brand, ip: string): Promise<TPermissionResponse> {
      const st = service.status(brand, ip);
      const customerService = await Promise.all(
        brand.settings.customerService.map(async (cs) => ({
          csType: cs.csType,
          name: cs.name,
          path: await sealServicePath(cs.url),
        })),
      );
      return {
        whiteLabel: service.whiteLabel(brand),
        registerSettings: service.registerRules(brand),
        resources: await service.resources(brand),
        customerService,
        analytics: { gtagId: brand.settings.gtagId },
        imageCDNs: brand.settings.imageCDNs,
        launchGameCDNs: brand.settings.launchGameCDNs,
        location: { ip },
        maintenance: {
          on: st.status === SYSTEM_STATUS.MAINTENANCE,
          maintainTime: st.maintainTime,
          endTime: st.endTime,
        },
        regionRestriction: { on: brand.regionBlockOn, blocked: st.status === SYSTEM_STATUS.REGION_RESTRICTED },
        brand: {
          merchantCode: brand.merchantCode,
          name: brand.name,
          currency: brand.settings.currency,
          symbol: brand.settings.symbol,
          minorUnits: brand.settings.minorUnits,
          defaultLanguage: brand.settings.defaultLanguage,
          loginedToHomePage: brand.settings.loginedToHomePage,
          headerLogin: brand.settings.headerLogin,
          minimumAge: brand.settings.minimumAge,
          licences: brand.settings.licences,
          timezoneOffsetMinutes: brand.settings.timezoneOffsetMinutes,
        },
      };
    },
  };
  return service;
}
