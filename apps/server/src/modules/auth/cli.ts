import { BOT_CHECK_PROVIDERS, type BotCheckProvider } from '@app/contracts/constants';
import { PATTERN_IDS } from '@app/contracts/rules';
import type { ModId } from '@app/contracts/whitelabel';
import {
  type CliContext,
  CliError,
  type Command,
  onOff,
  option,
  positional,
  requireOption,
  targetBrand,
} from '../../cli/command.ts';
import { cliActor } from '../audit/cli.ts';
import type { Brand } from '../system/brand-types.ts';
import { brandRegisterRules } from '../system/register-rules.ts';
import { switchOn } from '../wallet/money.ts';

const auth = (ctx: CliContext) => ctx.services.auth;

/** A security change's reason (recorded in the audit log). */
function reasonOf(args: Parameters<Command['run']>[1]): string {
  const r = requireOption(args, 'reason').trim();
  if (r.length < 2 || r.length > 200) throw new CliError('--reason must be 2-200 characters');
  return r;
}

/** An operator command's actor for the audit log (the staff calls and these commands share one path). */
const cliActing = (ctx: CliContext) => ({ actor: cliActor(ctx), ip: '', channel: 'cli' });

async function memberNamed(ctx: CliContext, b: Brand, username: string) {
  const m = await auth(ctx).memberByName(b, username);
  if (!m) throw new CliError(`no member "${username}" in ${b.merchantCode}`);
  return m;
}

async function setSwitch(ctx: CliContext, brand: Brand, modId: ModId, on: boolean): Promise<Brand> {
  return ctx.brands.setSwitch(brand.id, modId, on);
}

function showAuth(ctx: CliContext, b: Brand): void {
  const s = (id: ModId) => (switchOn(b, id) ? 'on' : 'off');
  ctx.print(`${b.merchantCode}: sign-in switches`);
  ctx.print(`  sms login (LOGIN_VERIFY_CODE): ${s('LOGIN_VERIFY_CODE')}`);
  ctx.print(`  free play (LOGIN_FREE_PLAY): ${s('LOGIN_FREE_PLAY')}`);
  ctx.print(`  forced change (LOGIN_FORCE_PASSWORD): ${s('LOGIN_FORCE_PASSWORD')}`);
  ctx.print(
    `  password expiry (LOGIN_PASSWORD_EXPIRY): ${s('LOGIN_PASSWORD_EXPIRY')} after ${b.settings.passwordExpiryDays} days`,
  );
  ctx.print(`  unregistered-IP verification (LOGIN_IP_VERIFY): ${s('LOGIN_IP_VERIFY')}`);
  ctx.print(
    `  social (LOGIN_SOCIAL): ${s('LOGIN_SOCIAL')}; google ${s('LOGIN_GOOGLE')} client "${b.settings.googleClientId}"; facebook ${s('LOGIN_FACEBOOK')} app "${b.settings.facebookAppId}"`,
  );
  ctx.print(`  lock after 10 failures: ${b.settings.lockMinutes} minutes`);
  const key = b.settings.botCheckSiteKey;
  const secret = b.settings.botCheckSecret ? 'set' : 'not set';
  const bot = b.settings.botCheck;
  ctx.print(
    `  bot check: ${bot}${bot === 'turnstile' || bot === 'recaptcha' ? `; site key "${key}", secret ${secret}` : ''}`,
  );
  const fb = b.settings.firebaseProjectId;
  ctx.print(`  SMS verified by Firebase: ${fb ? `project "${fb}"` : 'off'}`);
}

/** Operator commands of accounts: locks, sign-in switches, social providers, affiliate codes. */
export const authCommands: Command[] = [
  {
    name: 'auth show',
    usage: '[--brand <code>]',
    summary: "show the brand's sign-in switches and settings",
    async run(ctx, args) {
      showAuth(ctx, await targetBrand(ctx, args));
    },
  },
  {
    name: 'auth sms-login',
    usage: 'on|off [--brand <code>]',
    summary: 'turn sign-in by mobile number and SMS code on or off',
    async run(ctx, args) {
      const b = await targetBrand(ctx, args);
      showAuth(ctx, await setSwitch(ctx, b, 'LOGIN_VERIFY_CODE', onOff(args.positional[0])));
    },
  },
  {
    name: 'auth ip-verify',
    usage: 'on|off [--brand <code>]',
    summary: 'turn the code check for sign-ins from an address the member has not used on or off',
    async run(ctx, args) {
      const b = await targetBrand(ctx, args);
      showAuth(ctx, await setSwitch(ctx, b, 'LOGIN_IP_VERIFY', onOff(args.positional[0])));
    },
  },
  {
    name: 'auth password-expiry',
    usage: 'on|off [--days <n>] [--brand <code>]',
    summary: 'turn password expiry on or off (a forced change after n days, default 90)',
    async run(ctx, args) {
      let b = await targetBrand(ctx, args);
      const on = onOff(args.positional[0]);
      const days = option(args, 'days');
      if (days !== undefined) {
        const n = Number(days);
        if (!Number.isInteger(n) || n < 1 || n > 3650) throw new CliError('--days must be a whole number 1-3650');
        b = await ctx.brands.updateSettings(b.id, { passwordExpiryDays: n });
      }
      showAuth(ctx, await setSwitch(ctx, b, 'LOGIN_PASSWORD_EXPIRY', on));
    },
  },
  {
    name: 'auth social',
    usage: 'google|facebook on|off [--client-id <id>] [--brand <code>]',
    summary: 'offer a social sign-in provider with its client (app) id, or stop offering it',
    async run(ctx, args) {
      const provider = positional(args, 0, 'provider');
      if (provider !== 'google' && provider !== 'facebook') throw new CliError('<provider> must be google or facebook');
      const on = onOff(args.positional[1]);
      let b = await targetBrand(ctx, args);
      const clientId = option(args, 'client-id');
      if (clientId !== undefined) {
        if (!/^[A-Za-z0-9._-]{3,200}$/.test(clientId))
          throw new CliError('--client-id must be 3-200 letters, digits, . _ or -');
        b = await ctx.brands.updateSettings(
          b.id,
          provider === 'google' ? { googleClientId: clientId } : { facebookAppId: clientId },
        );
      }
      const id = provider === 'google' ? b.settings.googleClientId : b.settings.facebookAppId;
      if (on && !id) throw new CliError(`set --client-id for ${provider} first`);
      b = await setSwitch(ctx, b, provider === 'google' ? 'LOGIN_GOOGLE' : 'LOGIN_FACEBOOK', on);
      if (on) b = await setSwitch(ctx, b, 'LOGIN_SOCIAL', true);
      showAuth(ctx, b);
    },
  },
  {
    name: 'auth bot-check',
    usage: 'off|local|turnstile|recaptcha [--site-key <key>] [--secret <secret>] [--brand <code>]',
    summary: "check sign-in, register and SMS-code calls for bots: off, the site's own box, or a provider",
    async run(ctx, args) {
      const provider = positional(args, 0, 'provider');
      if (!(BOT_CHECK_PROVIDERS as readonly string[]).includes(provider)) {
        throw new CliError(`<provider> must be one of ${BOT_CHECK_PROVIDERS.join(', ')}`);
      }
      const b = await targetBrand(ctx, args);
      const siteKey = option(args, 'site-key') ?? b.settings.botCheckSiteKey;
      const secret = option(args, 'secret') ?? b.settings.botCheckSecret;
      if (!/^[A-Za-z0-9._-]{0,200}$/.test(siteKey)) throw new CliError('--site-key must be letters, digits, . _ or -');
      if (secret.length > 200 || /\s/.test(secret))
        throw new CliError('--secret must be at most 200 characters, no spaces');
      if ((provider === 'turnstile' || provider === 'recaptcha') && (!siteKey || !secret)) {
        throw new CliError(`${provider} needs --site-key and --secret`);
      }
      showAuth(
        ctx,
        await ctx.brands.updateSettings(b.id, {
          botCheck: provider as BotCheckProvider,
          botCheckSiteKey: siteKey,
          botCheckSecret: secret,
        }),
      );
    },
  },
  {
    name: 'auth firebase',
    usage: '<project id>|off [--api-key <key>] [--brand <code>]',
    summary: 'verify SMS codes through Firebase phone sign-in (login type firebase), or with our own SMS',
    async run(ctx, args) {
      const project = positional(args, 0, 'project id');
      const b = await targetBrand(ctx, args);
      if (project !== 'off' && !/^[a-z0-9][a-z0-9-]{3,98}$/.test(project)) {
        throw new CliError('<project id> must be 4-99 lower-case letters, digits or -');
      }
      const apiKey = option(args, 'api-key') ?? b.settings.firebaseApiKey;
      if (!/^[A-Za-z0-9_-]{0,200}$/.test(apiKey)) throw new CliError('--api-key must be letters, digits, _ or -');
      showAuth(
        ctx,
        await ctx.brands.updateSettings(b.id, {
          firebaseProjectId: project === 'off' ? '' : project,
          firebaseApiKey: apiKey,
        }),
      );
    },
  },
  {
    name: 'register-field set',
    usage: '<key> [--enabled on|off] [--required on|off] [--min <n>] [--max <n>] [--pattern <ID>] [--brand <code>]',
    summary: 'change one register field rule (the form shows it and the server enforces it)',
    async run(ctx, args) {
      const b = await targetBrand(ctx, args);
      const key = positional(args, 0, 'key');
      if (!brandRegisterRules([]).some((r) => r.key === key)) {
        throw new CliError(
          `<key> must be one of ${brandRegisterRules([])
            .map((r) => r.key)
            .join(', ')}`,
        );
      }
      const num = (name: string) => {
        const v = option(args, name);
        if (v === undefined) return undefined;
        const n = Number(v);
        if (!Number.isInteger(n) || n < 0 || n > 255) throw new CliError(`--${name} must be a whole number 0-255`);
        return n;
      };
      const flag = (name: string) => {
        const v = option(args, name);
        return v === undefined ? undefined : onOff(v, name);
      };
      const pattern = option(args, 'pattern');
      if (pattern !== undefined && !(PATTERN_IDS as readonly string[]).includes(pattern)) {
        throw new CliError(`--pattern must be one of ${PATTERN_IDS.join(', ')}`);
      }
      const current = b.settings.registerFields.find((f) => f.key === key) ?? { key };
      const next = {
        ...current,
        ...(flag('enabled') !== undefined ? { enabled: flag('enabled') } : {}),
        ...(flag('required') !== undefined ? { required: flag('required') } : {}),
        ...(num('min') !== undefined ? { minLength: num('min') } : {}),
        ...(num('max') !== undefined ? { maxLength: num('max') } : {}),
        ...(pattern !== undefined ? { patternId: pattern } : {}),
      };
      const updated = await ctx.brands.updateSettings(b.id, {
        registerFields: [...b.settings.registerFields.filter((f) => f.key !== key), next],
      });
      const r = brandRegisterRules(updated.settings.registerFields).find((x) => x.key === key);
      ctx.print(
        `${key}: ${r?.enabled ? 'shown' : 'hidden'}, ${r?.required ? 'required' : 'optional'}, ${r?.minLength}-${r?.maxLength}, ${r?.patternId}`,
      );
    },
  },
  {
    name: 'member unlock',
    usage: '<username> --reason <text> [--brand <code>]',
    summary: 'lift a lock (by staff, or after 10 failures) and start its failure count afresh',
    async run(ctx, args) {
      const b = await targetBrand(ctx, args);
      const username = positional(args, 0, 'username');
      const reason = reasonOf(args);
      const m = await memberNamed(ctx, b, username);
      const r = await ctx.services.members.setLock(b, m.id, { lock: false }, reason, cliActing(ctx));
      ctx.print(`${r.username}: unlocked`);
    },
  },
  {
    name: 'member lock',
    usage: '<username> --reason <text> [--minutes <n>] [--brand <code>]',
    summary: 'lock a member now (default 30 minutes); every session and remember token is revoked',
    async run(ctx, args) {
      const b = await targetBrand(ctx, args);
      const minutes = Number(option(args, 'minutes') ?? '30');
      if (!Number.isInteger(minutes) || minutes < 1 || minutes > 525_600) {
        throw new CliError('--minutes must be a whole number 1-525600');
      }
      const username = positional(args, 0, 'username');
      const reason = reasonOf(args);
      const m = await memberNamed(ctx, b, username);
      const r = await ctx.services.members.setLock(b, m.id, { lock: true, minutes }, reason, cliActing(ctx));
      ctx.print(`${r.username}: locked until ${r.lockedUntil?.toISOString()}`);
    },
  },
  {
    name: 'affiliate add',
    usage: '<agent username> <code> [--domain <host>] [--brand <code>]',
    summary: 'give an agent an affiliate (invitation) code, optionally for one domain',
    async run(ctx, args) {
      const b = await targetBrand(ctx, args);
      const r = await auth(ctx).addAffiliateCode(
        b,
        positional(args, 0, 'agent username'),
        positional(args, 1, 'code'),
        option(args, 'domain'),
      );
      ctx.print(`${r.code} -> ${r.agent}`);
    },
  },
];
