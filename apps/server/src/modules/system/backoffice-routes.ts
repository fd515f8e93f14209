import * as calls from '@app/contracts/calls/backoffice-content';
import {
  SECRET_SETTINGS,
  SETTINGS_GROUP_KEYS,
  SETTINGS_GROUPS,
  type TBrandSettingsView,
  type TSiteState,
} from '@app/contracts/calls/backoffice-content';
import { buildWhiteLabelTree, WHITE_LABEL_TREE, type WhiteLabelModuleDef } from '@app/contracts/whitelabel';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Services } from '../../services.ts';
import { staffAuditHook } from '../audit/act-hook.ts';
import { staffRoute } from '../staff/staff-route.ts';
import { type Brand, inMaintenance } from './brand-types.ts';
import { brandRegisterRules } from './register-rules.ts';

/** A brand's settings as the back office sees them: by group, secrets left out. */
export function settingsView(brand: Brand): TBrandSettingsView {
  const all = brand.settings as Record<string, unknown>;
  const groups = Object.fromEntries(
    SETTINGS_GROUPS.map((g) => [
      g,
      Object.fromEntries(
        SETTINGS_GROUP_KEYS[g].map((k) => [k, (SECRET_SETTINGS as readonly string[]).includes(k) ? '' : all[k]]),
      ),
    ]),
  );
  return {
    merchantCode: brand.merchantCode,
    name: brand.name,
    groups,
    secretsSet: SECRET_SETTINGS.filter((k) => Boolean(all[k])),
    registerRules: brandRegisterRules(brand.settings.registerFields).map((r) => ({
      key: r.key,
      enabled: r.enabled,
      required: r.required,
      minLength: r.minLength,
      maxLength: r.maxLength,
      patternId: r.patternId,
    })),
  };
}

function switchRows(
  defs: readonly WhiteLabelModuleDef[],
  tree: ReturnType<typeof buildWhiteLabelTree>,
  overrides: ReadonlyMap<string, boolean>,
  depth = 0,
): TSiteState['switches'] {
  return defs.flatMap((d, i) => {
    const node = tree[i];
    return [
      { modId: d.modId, about: d.about, depth, on: node?.enabled === '1', overridden: overrides.has(d.modId) },
      ...switchRows(d.children ?? [], node?.childrenNodes ?? [], overrides, depth + 1),
    ];
  });
}

/** Maintenance, region rules and switches of a brand. */
export function siteStateView(brand: Brand, now: Date): TSiteState {
  const m = brand.maintenance;
  return {
    maintenance: {
      on: m.on,
      start: m.maintainTime?.toISOString() ?? null,
      end: m.endTime?.toISOString() ?? null,
      active: inMaintenance(brand, now),
      message: brand.settings.maintenanceMessage,
    },
    region: { on: brand.regionBlockOn, ranges: brand.blockedRanges.map((cidr) => ({ cidr, note: '' })) },
    switches: switchRows(WHITE_LABEL_TREE, buildWhiteLabelTree(brand.switches), brand.switches),
  };
}

const time = (v: string | null | undefined) => (v ? new Date(v) : null);

/** Back-office brand calls: settings by group, maintenance, region rules and switches (decision 1050). */
export function brandBackofficeRoutes(app: FastifyInstance, s: Services): void {
  const { brands, audit, staff } = s;
  const now = () => app.deps.now();
  // Reads use the stored rows, not the request's briefly cached brand, so a write shows at once.
  const state = async (id: number) => siteStateView(await brands.fresh(id), now());

  staffRoute(app, staff, calls.settingsGet, async ({ brand }) => settingsView(await brands.fresh(brand.id)));

  staffRoute(app, staff, calls.settingsUpdate, async (ctx) => {
    const { input, brand } = ctx;
    const schema = calls.settingsGroupSchema(input.group);
    const stored = (await brands.fresh(brand.id)).settings as Record<string, unknown>;
    const current = Object.fromEntries(SETTINGS_GROUP_KEYS[input.group].map((k) => [k, stored[k]]));
    const values: Record<string, unknown> = { ...current, ...input.values };
    // An empty secret keeps the stored one (the back office never receives it).
    for (const k of SECRET_SETTINGS)
      if (k in current && (values[k] === '' || values[k] === undefined)) values[k] = current[k];
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError('request_param_err', {
        field: issue?.path.join('.') || 'values',
        reason: issue?.message ?? 'invalid',
      });
    }
    const hook = staffAuditHook(audit, ctx, {
      brandId: brand.id,
      action: 'brand.settings',
      target: { kind: 'brand', id: brand.merchantCode },
      reason: input.reason,
    });
    // Only the fields sent are written (merged under the brand row's lock), so two staff changing
    // different fields of a group at once both keep their change.
    const data = parsed.data as Record<string, unknown>;
    const patch = Object.fromEntries(Object.keys(input.values).map((k) => [k, data[k]]));
    return settingsView(await brands.updateSettings(brand.id, patch, hook));
  });

  staffRoute(app, staff, calls.siteState, async ({ brand }) => state(brand.id));

  staffRoute(app, staff, calls.maintenanceSet, async (ctx) => {
    const { input, brand } = ctx;
    const hook = staffAuditHook(audit, ctx, { brandId: brand.id, action: 'brand.maintenance', reason: input.reason });
    const b = await brands.setMaintenance(
      brand.id,
      input.on,
      { start: time(input.start), end: time(input.end), message: input.message },
      hook,
    );
    return siteStateView(b, now());
  });

  staffRoute(app, staff, calls.regionSet, async (ctx) => {
    const { input, brand } = ctx;
    const hook = staffAuditHook(audit, ctx, { brandId: brand.id, action: 'brand.region', reason: input.reason });
    return siteStateView(await brands.setRegionBlock(brand.id, input.on, hook), now());
  });

  staffRoute(app, staff, calls.regionAdd, async (ctx) => {
    const { input, brand } = ctx;
    const hook = staffAuditHook(audit, ctx, { brandId: brand.id, action: 'brand.region_add', reason: input.reason });
    await brands.addBlockedRange(brand.id, input.cidr, input.note, hook);
    return state(brand.id);
  });

  staffRoute(app, staff, calls.regionRemove, async (ctx) => {
    const { input, brand } = ctx;
    const hook = staffAuditHook(audit, ctx, { brandId: brand.id, action: 'brand.region_remove', reason: input.reason });
    return siteStateView(await brands.removeBlockedRange(brand.id, input.cidr, hook), now());
  });

  staffRoute(app, staff, calls.switchSet, async (ctx) => {
    const { input, brand } = ctx;
    const hook = staffAuditHook(audit, ctx, { brandId: brand.id, action: 'brand.switch', reason: input.reason });
    const enabled = input.state === 'default' ? null : input.state === 'on';
    return siteStateView(await brands.setSwitch(brand.id, input.modId, enabled, hook), now());
  });
}
