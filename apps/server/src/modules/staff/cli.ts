import { randomBytes } from 'node:crypto';
import { STAFF_ROLES } from '@app/contracts/calls/backoffice-staff';
import { type CliContext, CliError, type Command, option, type ParsedArgs, requireOption } from '../../cli/command.ts';
import { AppError } from '../../lib/app-error.ts';
import { cliActor } from '../audit/cli.ts';
import type { BrandRef } from './staff-service.ts';

/** The brand of --brand, or null with --platform (a platform owner); one of the two is required. */
async function brandOrPlatform(ctx: CliContext, args: ParsedArgs): Promise<BrandRef | null> {
  const code = option(args, 'brand');
  const platform = args.flags.has('platform');
  if (platform && code) throw new CliError('give --brand <code> or --platform, not both');
  if (platform) return null;
  const brand = code ? await ctx.brands.byMerchant(code) : await ctx.brands.defaultBrand();
  if (!brand) throw new CliError(code ? `no brand with merchant code "${code}"` : 'there is no default brand');
  return brand;
}

/** Operator commands of the back-office staff: the first owner of a brand (or of the platform), and the list. */
export const staffCommands: Command[] = [
  {
    name: 'staff create-owner',
    usage: '--username <name> [--brand <code> | --platform] [--password <password>] [--reason <text>]',
    summary:
      'make an owner account; prints its one-time TOTP enrolment (and password if generated); recorded in the audit log',
    async run(ctx, args) {
      const username = requireOption(args, 'username').trim();
      if (!/^[A-Za-z0-9_.-]{3,32}$/.test(username)) {
        throw new CliError('--username must be 3-32 letters, digits, "_", "." or "-"');
      }
      const given = option(args, 'password');
      if (given !== undefined && (given.length < 10 || given.length > 128)) {
        throw new CliError('--password must be 10-128 characters');
      }
      const password = given ?? randomBytes(12).toString('base64url');
      const brand = await brandOrPlatform(ctx, args);
      try {
        const reason = option(args, 'reason');
        const made = await ctx.services.staff.create({
          brand,
          username,
          password,
          role: 'owner',
          createdBy: null,
          // Recorded as the operator's act (decision 1020); the bootstrap command's reason is optional.
          by: {
            actor: cliActor(ctx),
            action: 'staff.create_owner',
            meta: { ip: '', channel: 'cli', ...(reason ? { reason } : {}) },
          },
        });
        ctx.print(
          `owner ${username} made (${brand ? `brand ${brand.merchantCode}` : 'platform'}), id ${made.staff.id}`,
        );
        if (given === undefined) ctx.print(`password: ${password}`);
        ctx.print(`two-factor secret: ${made.enrolment.secret}`);
        ctx.print(
          `otpauth URI (add it to an authenticator app, or sign in to scan its QR code): ${made.enrolment.otpauthUri}`,
        );
        // The code that sets up two-step sign-in answers the account's recovery codes (docs/decisions/1020).
        ctx.print('recovery codes: shown once at the first sign-in, when two-step sign-in is set up');
      } catch (e) {
        if (e instanceof AppError && e.code === 'staff.username.taken') {
          throw new CliError(`there is already a staff account "${username}" there`);
        }
        throw e;
      }
    },
  },
  {
    name: 'staff list',
    usage: '[--brand <code> | --platform]',
    summary: `list staff accounts (roles: ${STAFF_ROLES.join(', ')})`,
    async run(ctx, args) {
      const brand = await brandOrPlatform(ctx, args);
      const rows = await ctx.services.staff.list(brand?.id ?? null);
      if (rows.length === 0) ctx.print('no staff accounts');
      for (const s of rows) {
        ctx.print(
          `${s.id}  ${s.username}  ${s.role}  ${s.status}  ${s.totpEnrolledAt ? 'enrolled' : 'not enrolled'}  ${s.createdAt.toISOString()}`,
        );
      }
    },
  },
];
