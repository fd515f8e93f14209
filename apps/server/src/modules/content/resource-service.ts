import { and, asc, eq } from 'drizzle-orm';
import { resources } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import * as v from './validate.ts';

/** What an operator gives for a resource (SPEC §3 "resources": app downloads, guides and other links). */
export interface ResourceInput {
  name?: string;
  url?: string;
  labelNameEn?: string;
  resourceType?: string;
  qrCodeUrl?: string;
  sort?: number;
}

export type ResourceRow = typeof resources.$inferSelect;

function link(raw: string, field: string): string {
  const t = raw.trim();
  if (t.startsWith('/')) return v.sitePath(t, field);
  try {
    const u = new URL(t);
    if (u.protocol === 'https:' && t.length <= 500) return t;
  } catch {
    // falls through to the refusal
  }
  throw v.bad(field, 'use a site path starting with / or an https:// address');
}

function resourceType(raw: string): string {
  const t = raw.trim();
  if (!/^[a-z][a-z0-9_]{0,39}$/.test(t))
    throw v.bad('type', 'use 1-40 lower-case letters, digits and _, like app_android');
  return t;
}

export type ResourceService = ReturnType<typeof createResourceService>;

/** The brand's resources, served by the permission and domainRoute calls. */
export function createResourceService(deps: Deps) {
  const { db } = deps;

  async function mustGet(brandId: number, id: number): Promise<ResourceRow> {
    const [row] = await db
      .select()
      .from(resources)
      .where(and(eq(resources.brandId, brandId), eq(resources.id, id)));
    if (!row) throw v.bad('id', `no resource ${id}`);
    return row;
  }

  function check(input: Required<ResourceInput>) {
    return {
      name: v.title(input.name, 60, 'name'),
      url: link(input.url, 'url'),
      labelNameEn: v.optionalText(input.labelNameEn, 40, 'label'),
      resourceType: resourceType(input.resourceType),
      qrCodeUrl: input.qrCodeUrl.trim() === '' ? '' : link(input.qrCodeUrl, 'qr'),
      sort: v.sortOrder(input.sort),
    };
  }

  const service = {
    list: (brandId: number) =>
      db.select().from(resources).where(eq(resources.brandId, brandId)).orderBy(asc(resources.sort), asc(resources.id)),

    get: mustGet,

    async create(brandId: number, input: ResourceInput): Promise<ResourceRow> {
      const values = check({
        name: input.name ?? '',
        url: input.url ?? '',
        labelNameEn: input.labelNameEn ?? '',
        resourceType: input.resourceType ?? '',
        qrCodeUrl: input.qrCodeUrl ?? '',
        sort: input.sort ?? 0,
      });
      const [row] = await db
        .insert(resources)
        .values({ brandId, ...values })
        .returning();
      if (!row) throw new Error('resource insert returned nothing');
      return row;
    },

    async update(brandId: number, id: number, input: ResourceInput): Promise<ResourceRow> {
      const current = await mustGet(brandId, id);
      const values = check({
        name: input.name ?? current.name,
        url: input.url ?? current.url,
        labelNameEn: input.labelNameEn ?? current.labelNameEn,
        resourceType: input.resourceType ?? current.resourceType,
        qrCodeUrl: input.qrCodeUrl ?? current.qrCodeUrl,
        sort: input.sort ?? current.sort,
      });
      await db.update(resources).set(values).where(eq(resources.id, id));
      return mustGet(brandId, id);
    },

    async remove(brandId: number, id: number): Promise<void> {
      await mustGet(brandId, id);
      await db.delete(resources).where(and(eq(resources.brandId, brandId), eq(resources.id, id)));
    },
  };
  return service;
}
