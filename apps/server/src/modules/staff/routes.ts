import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import * as calls from '@app/contracts/calls/backoffice-staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../plugins/route.ts';
import { mayManage } from './policies.ts';
import { staffRoute } from './staff-route.ts';
import { type StaffActMeta, type StaffService, staffActor } from './staff-service.ts';

/** The audit fields of a staff act: the reason given, the caller's address and user agent. */
export function actMeta(reason: string, ip: string, req: FastifyRequest): StaffActMeta {
  return { reason, ip, channel: String(req.headers['user-agent'] ?? '') };
}

/** Back-office staff: two-step sign-in, the session, and the brand's staff accounts (/backoffice/api/). */
export function staffRoutes(app: FastifyInstance, svc: StaffService): void {
  route(app, calls.signIn, async ({ brand, input, ip }) => svc.signInStart(brand, input.username, input.password, ip));
  route(app, calls.signInVerify, async ({ brand, input, ip }) => {
    const r = await svc.signInVerify(brand, input, ip);
    return {
      token: r.token,
      staff: svc.view(r.staff, brand.merchantCode),
      recoveryCodesLeft: r.recoveryCodesLeft,
      ...(r.recoveryCodes ? { recoveryCodes: r.recoveryCodes } : {}),
    };
  });
  staffRoute(app, svc, calls.signOut, async ({ staff }) => {
    await svc.signOut(staff.sessionId);
    return null;
  });
  staffRoute(app, svc, calls.me, async ({ staff, brand }) => ({
    staff: svc.view(staff.staff, brand.merchantCode),
    actingBrand: brand.merchantCode,
    recoveryCodesLeft: await svc.recoveryCodesLeft(staff.staff.id),
  }));
  staffRoute(app, svc, calls.recoveryCodes, async ({ staff, input }) => ({
    recoveryCodes: await svc.regenerateRecoveryCodes(staff.staff, input.code),
  }));
  staffRoute(app, svc, calls.staffList, async ({ brand }) =>
    (await svc.list(brand.id)).map((s) => svc.view(s, brand.merchantCode)),
  );
  staffRoute(app, svc, calls.staffCreate, async ({ staff, brand, input, ip, req }) => {
    if (!mayManage(staff.staff.role as StaffRole, input.role)) throw new AppError('staff.role.forbidden');
    const made = await svc.create({
      brand,
      username: input.username,
      password: input.password,
      role: input.role,
      createdBy: staff.staff.id,
      by: { actor: staffActor(staff.staff), action: 'staff.create', meta: actMeta(input.reason, ip, req) },
    });
    return {
      staff: svc.view(made.staff, brand.merchantCode),
      enrolment: made.enrolment,
      recoveryCodes: made.recoveryCodes,
    };
  });
  staffRoute(app, svc, calls.staffRole, async ({ staff, brand, input, ip, req }) =>
    svc.view(
      await svc.setRole(staff.staff, brand.id, input.staffId, input.role, actMeta(input.reason, ip, req)),
      brand.merchantCode,
    ),
  );
  staffRoute(app, svc, calls.staffLock, async ({ staff, brand, input, ip, req }) =>
    svc.view(
      await svc.setLocked(staff.staff, brand.id, input.staffId, input.locked, actMeta(input.reason, ip, req)),
      brand.merchantCode,
    ),
  );
}
