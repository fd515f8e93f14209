import { once } from 'node:events';
import type { TAuditFilters } from '@app/contracts/calls/backoffice-audit';
import * as calls from '@app/contracts/calls/backoffice-audit';
import type { FastifyInstance } from 'fastify';
import { staffRoute } from '../staff/staff-route.ts';
import type { StaffService } from '../staff/staff-service.ts';
import type { AuditFilters, AuditRow, AuditService } from './audit-service.ts';

/** The service's filters for the acting brand from a call's input. */
function filtersOf(brandId: number, input: TAuditFilters): AuditFilters {
  return {
    brandId,
    ...(input.actor ? { actor: input.actor } : {}),
    ...(input.action ? { action: input.action } : {}),
    ...(input.targetKind ? { targetKind: input.targetKind } : {}),
    ...(input.targetId ? { targetId: input.targetId } : {}),
    ...(input.from ? { from: new Date(input.from) } : {}),
    ...(input.to ? { to: new Date(input.to) } : {}),
  };
}

function entryOf(r: AuditRow) {
  return {
    id: r.id,
    at: r.at.toISOString(),
    actorKind: r.actorKind,
    actorId: r.actorId,
    actorName: r.actorName,
    role: r.role,
    action: r.action,
    targetKind: r.targetKind,
    targetId: r.targetId,
    before: (r.before as Record<string, unknown> | null) ?? null,
    after: (r.after as Record<string, unknown> | null) ?? null,
    reason: r.reason,
    ip: r.ip,
    channel: r.channel,
  };
}

/**
 * The audit log in the back office (decision 1010, 1020): the acting brand's entries, searched a page
 * at a time, exported as CSV (streamed a page of rows at a time), and the whole chain verified.
 */
export function auditRoutes(app: FastifyInstance, audit: AuditService, staff: StaffService): void {
  staffRoute(app, staff, calls.auditList, async ({ brand, input }) => {
    // One row more than the page tells whether there is a next page.
    const rows = await audit.list({
      ...filtersOf(brand.id, input),
      limit: input.size + 1,
      offset: (input.page - 1) * input.size,
    });
    return { rows: rows.slice(0, input.size).map(entryOf), page: input.page, hasNext: rows.length > input.size };
  });

  staffRoute(app, staff, calls.auditCsv, async ({ brand, input, reply, req }) => {
    const day = app.deps.now().toISOString().slice(0, 10);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="audit-${brand.merchantCode}-${day}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    try {
      for await (const record of audit.csv(filtersOf(brand.id, input))) {
        if (res.destroyed) break;
        if (!res.write(`${record}\r\n`)) await once(res, 'drain');
      }
    } catch (e) {
      // The header is sent: the file ends short; the log says why.
      req.log.error({ err: e }, 'audit CSV export failed');
    } finally {
      res.end();
    }
    // Hijacked: route() sends nothing more; the string only satisfies the handler's type.
    return '';
  });

  staffRoute(app, staff, calls.auditVerify, async () => audit.verify());
}
