import * as m from '@app/contracts/calls/backoffice-members';
import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import * as s from '@app/contracts/calls/backoffice-support';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { staffRoute } from '../staff/staff-route.ts';
import type { StaffContext } from '../staff/staff-service.ts';
import type { Acting } from './members-service.ts';

/** Who acts: the staff member, the request's address and user agent (the audit entry's fields). */
function acting(staff: StaffContext, ip: string, req: FastifyRequest): Acting {
  const ua = req.headers['user-agent'];
  return {
    actor: { kind: 'staff', id: String(staff.staff.id), name: staff.staff.username, role: staff.staff.role },
    ip,
    channel: (Array.isArray(ua) ? ua[0] : ua) ?? '',
  };
}

/** Where the member's reset page is: the public URL, or the host the staff member used (the brand's). */
function originOf(services: Services, req: FastifyRequest): string {
  const url = services.deps.config.publicUrl;
  if (url) return url.replace(/\/$/, '');
  const host = String(req.headers.host ?? 'localhost').replace(/[^A-Za-z0-9.:[\]-]/g, '');
  return `${req.protocol}://${host}`;
}

const roleOf = (staff: StaffContext) => staff.staff.role as StaffRole;

/** Back office: members and the support conversations queue (/backoffice/api/members..., /support/...). */
export function membersRoutes(app: FastifyInstance, services: Services): void {
  const { staff: staffService, members, supportDesk } = services;
  const page = (i: { pageNo: number; pageSize: number }) => ({ pageNo: i.pageNo, pageSize: i.pageSize });

  staffRoute(app, staffService, m.search, ({ brand, staff, input }) =>
    members.search(brand, roleOf(staff), input.by, input.q, page(input)),
  );
  staffRoute(app, staffService, m.profile, ({ brand, staff, input }) =>
    members.profile(brand, input.memberId, roleOf(staff)),
  );
  staffRoute(app, staffService, m.balances, ({ brand, input }) => members.balances(brand, input.memberId));
  staffRoute(app, staffService, m.ledger, ({ brand, input }) => members.ledger(brand, input.memberId, input));
  staffRoute(app, staffService, m.bets, ({ brand, lang, input }) => members.bets(brand, lang, input.memberId, input));
  staffRoute(app, staffService, m.signIns, ({ brand, input }) => members.signIns(brand, input.memberId, page(input)));
  staffRoute(app, staffService, m.lock, async ({ brand, staff, input, ip, req }) => {
    await members.setLock(
      brand,
      input.memberId,
      { lock: true, ...(input.minutes === undefined ? {} : { minutes: input.minutes }) },
      input.reason,
      acting(staff, ip, req),
    );
    return members.profile(brand, input.memberId, roleOf(staff));
  });
  staffRoute(app, staffService, m.unlock, async ({ brand, staff, input, ip, req }) => {
    await members.setLock(brand, input.memberId, { lock: false }, input.reason, acting(staff, ip, req));
    return members.profile(brand, input.memberId, roleOf(staff));
  });
  staffRoute(app, staffService, m.resetLink, async ({ brand, staff, input, ip, req }) => {
    const r = await members.resetLink(
      brand,
      input.memberId,
      originOf(services, req),
      input.reason,
      acting(staff, ip, req),
    );
    return { link: r.link, expiresAt: r.expiresAt.toISOString() };
  });
  staffRoute(app, staffService, m.notes, ({ brand, input }) => members.notes(brand, input.memberId, page(input)));
  staffRoute(app, staffService, m.addNote, ({ brand, staff, input, ip, req }) =>
    members.addNote(brand, input.memberId, input.text, acting(staff, ip, req), staff.staff.id),
  );
  staffRoute(app, staffService, m.tagSet, ({ brand }) => members.tagSet(brand));
  staffRoute(app, staffService, m.addTag, ({ brand, staff, input, ip, req }) =>
    members.setTag(brand, input.memberId, input.tag, true, acting(staff, ip, req), staff.staff.id),
  );
  staffRoute(app, staffService, m.removeTag, ({ brand, staff, input, ip, req }) =>
    members.setTag(brand, input.memberId, input.tag, false, acting(staff, ip, req), staff.staff.id),
  );

  staffRoute(app, staffService, s.conversations, ({ brand, staff, input }) =>
    supportDesk.list(brand.id, {
      status: input.status,
      limit: input.limit,
      ...(input.mine ? { mineOf: staff.staff.id } : {}),
    }),
  );
  staffRoute(app, staffService, s.conversation, ({ brand, input }) => supportDesk.view(brand.id, input.conversation));
  staffRoute(app, staffService, s.claim, ({ brand, staff, input, ip, req }) =>
    supportDesk.claim(brand.id, input.conversation, staff.staff.id, acting(staff, ip, req)),
  );
  staffRoute(app, staffService, s.assign, ({ brand, staff, input, ip, req }) =>
    supportDesk.assign(brand.id, input.conversation, input.staffId, acting(staff, ip, req)),
  );
  staffRoute(app, staffService, s.reply, ({ brand, staff, input, ip, req }) =>
    supportDesk.reply(brand.id, input.conversation, input.text, staff.staff.id, acting(staff, ip, req)),
  );
  staffRoute(app, staffService, s.close, ({ brand, staff, input, ip, req }) =>
    supportDesk.close(brand.id, input.conversation, acting(staff, ip, req)),
  );
}
