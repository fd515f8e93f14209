import { z } from 'zod';
import { defineCall } from '../define.ts';

/**
 * Back-office staff: sign-in with TOTP two-factor, sessions, and staff accounts (issue 15 item 2,
 * docs/decisions/1000-staff-and-roles.md). The brand is the Merchant header's; staff of a brand may
 * act only on it, a platform owner (no brand) on whichever brand the header names.
 */
export const STAFF_ROLES = ['owner', 'admin', 'finance', 'support', 'risk', 'content', 'read-only'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The roles a manager may give, change or lock: an owner any brand role, an admin the roles below
 * admin, nobody else any (decision 1000). The server checks it; the back office uses it to offer only
 * what will be accepted.
 */
export function mayManage(actor: StaffRole, target: StaffRole): boolean {
  if (actor === 'owner') return true;
  if (actor === 'admin') return target !== 'owner' && target !== 'admin';
  return false;
}

/** Why a security act was done (staff create, role, lock, unlock): required, kept in the audit log (decision 1010). */
export const ZReason = z.string().trim().min(1).max(1000);

const ZUsername = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/);
const ZPassword = z.string().min(10).max(128);
const ZTotpCode = z.string().regex(/^[0-9]{6}$/);
/** Recovery codes are shown as xxxxx-xxxxx (lower-case letters and digits); case and dash are forgiven. */
const ZRecoveryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/);

export const ZStaff = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The brand's merchant code, or null for a platform owner. */
  brand: z.string().nullable(),
  status: z.enum(['active', 'locked']),
  enrolled: z.boolean(),
  createdAt: z.string(),
});
export type TStaff = z.infer<typeof ZStaff>;

/** What an authenticator app needs: the secret, the otpauth:// URI and a QR code of it drawn on the server. */
export const ZEnrolment = z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() });

export const signIn = defineCall({
  id: 'backofficeStaff.signIn',
  method: 'POST',
  path: '/backoffice/api/sign-in',
  auth: 'none',
  open: true,
  summary:
    'Step 1 of staff sign-in: username and password; answers a challenge for step 2 and, before TOTP enrolment, the enrolment',
  request: z.object({ username: ZUsername, password: z.string().min(1).max(128) }),
  response: z.object({ challenge: z.string(), enrolment: ZEnrolment.nullable() }),
});

export const signInVerify = defineCall({
  id: 'backofficeStaff.signInVerify',
  method: 'POST',
  path: '/backoffice/api/sign-in/verify',
  auth: 'none',
  open: true,
  summary: 'Step 2 of staff sign-in: a TOTP code (or, once enrolled, a recovery code); answers the staff token',
  request: z
    .object({
      challenge: z.string().min(1).max(100),
      code: ZTotpCode.optional(),
      recoveryCode: ZRecoveryCode.optional(),
    })
    .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
      message: 'give a code or a recovery code',
      path: ['code'],
    }),
  response: z.object({
    token: z.string(),
    staff: ZStaff,
    recoveryCodesLeft: z.number().int(),
    /** Only when this code enrolled the account: its fresh recovery codes, shown once. */
    recoveryCodes: z.array(z.string()).optional(),
  }),
});

export const signOut = defineCall({
  id: 'backofficeStaff.signOut',
  method: 'DELETE',
  path: '/backoffice/api/sign-out',
  auth: 'staff',
  open: true,
  summary: 'Ends this staff session',
  request: z.object({}),
  response: z.null(),
});

export const me = defineCall({
  id: 'backofficeStaff.me',
  method: 'GET',
  path: '/backoffice/api/me',
  auth: 'staff',
  open: true,
  summary: 'The signed-in staff account and the brand it acts on',
  request: z.object({}),
  response: z.object({ staff: ZStaff, actingBrand: z.string(), recoveryCodesLeft: z.number().int() }),
});

export const recoveryCodes = defineCall({
  id: 'backofficeStaff.recoveryCodes',
  method: 'POST',
  path: '/backoffice/api/recovery-codes',
  auth: 'staff',
  open: true,
  summary:
    'Replaces the recovery codes of the signed-in account (needs a current TOTP code); answers the new ones once',
  request: z.object({ code: ZTotpCode }),
  response: z.object({ recoveryCodes: z.array(z.string()) }),
});

export const staffList = defineCall({
  id: 'backofficeStaff.list',
  method: 'GET',
  path: '/backoffice/api/staff',
  auth: 'staff',
  open: true,
  summary: "The brand's staff accounts",
  request: z.object({}),
  response: z.array(ZStaff),
});

export const staffCreate = defineCall({
  id: 'backofficeStaff.create',
  method: 'POST',
  path: '/backoffice/api/staff',
  auth: 'staff',
  open: true,
  summary: 'Creates a staff account of the brand; answers its one-time enrolment and recovery codes',
  request: z.object({ username: ZUsername, password: ZPassword, role: z.enum(STAFF_ROLES), reason: ZReason }),
  response: z.object({ staff: ZStaff, enrolment: ZEnrolment, recoveryCodes: z.array(z.string()) }),
});

export const staffRole = defineCall({
  id: 'backofficeStaff.role',
  method: 'POST',
  path: '/backoffice/api/staff/role',
  auth: 'staff',
  open: true,
  summary: "Changes a staff account's role",
  request: z.object({ staffId: z.number().int().positive(), role: z.enum(STAFF_ROLES), reason: ZReason }),
  response: ZStaff,
});

export const staffLock = defineCall({
  id: 'backofficeStaff.lock',
  method: 'POST',
  path: '/backoffice/api/staff/lock',
  auth: 'staff',
  open: true,
  summary: 'Locks (ending its sessions) or unlocks a staff account',
  request: z.object({ staffId: z.number().int().positive(), locked: z.boolean(), reason: ZReason }),
  response: ZStaff,
});
