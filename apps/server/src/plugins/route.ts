import { createHash } from 'node:crypto';
import { isAgentType, TRIAL_TYPE } from '@app/contracts/constants';
import { CodecError, openPayload } from '@app/contracts/crypto';
import type { CallDef, CallParsed, CallResponse } from '@app/contracts/define';
import { usesQuery } from '@app/contracts/define';
import type { Language } from '@app/contracts/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { cidrContains } from '../lib/cidr.ts';
import { nulFields, withNulFields } from '../lib/input-text.ts';
import type { AuthContext } from '../modules/auth/session-service.ts';
import { type Brand, inMaintenance } from '../modules/system/brand-types.ts';

/** How far a sealed body's send time may be from the server's clock, and how long its key is remembered against replay. */
export const SEALED_MAX_AGE_MS = 5 * 60_000;
export const REPLAY_MEMORY_MS = 2 * SEALED_MAX_AGE_MS;

export interface CallContext<C extends CallDef> {
  input: CallParsed<C>;
  brand: Brand;
  auth: C['auth'] extends 'token' ? AuthContext : AuthContext | null;
  lang: Language;
  ip: string;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An answer a service has already written as JSON (a cached lobby page): the route sends these bytes
 * as they are, so a page asked for many times is serialised once. Outside production `value` must
 * be given: the route checks it against the contract and the JSON against it.
 */
export class PreparedAnswer<T> {
  readonly body: Buffer;
  constructor(
    json: string,
    readonly value?: T,
  ) {
    this.body = Buffer.from(`{"success":true,"value":${json}}`);
  }
}

export type CallHandler<C extends CallDef> = (
  ctx: CallContext<C>,
) => Promise<CallResponse<C> | PreparedAnswer<CallResponse<C>>>;

/** Every value of a request header, however many times it was sent. */
export function headerValues(req: FastifyRequest, name: string): string[] {
  const distinct = req.raw.headersDistinct?.[name];
  if (distinct) return distinct;
  const out: string[] = [];
  const raw = req.raw.rawHeaders ?? [];
  for (let i = 0; i + 1 < raw.length; i += 2) if (raw[i]?.toLowerCase() === name) out.push(raw[i + 1] ?? '');
  if (out.length === 0) {
    const v = req.headers[name];
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) out.push(...v);
  }
  return out;
}

/**
 * The site's own address as the caller reached it (scheme and host), or PUBLIC_URL when set (behind a
 * proxy): for links a person opens (invitations, referrals) and a gateway's notify and return URLs.
 */
export function siteOrigin(publicUrl: string | undefined, req: FastifyRequest): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  const raw = `${req.protocol}://${req.host}`;
  try {
    return new URL(raw).origin; // drops a default port (:80 on http) as a browser shows it
  } catch {
    return raw;
  }
}

/** The brand named by the Merchant header; refuses a missing, repeated or unknown merchant. */
export async function resolveBrand(app: FastifyInstance, req: FastifyRequest): Promise<Brand> {
  const given = headerValues(req, 'merchant');
  const code = given.length === 1 ? given[0]?.trim() : undefined;
  if (!code || code.length > 64) throw new AppError('function.not.available');
  const brand = await app.brands.byMerchant(code);
  if (!brand) throw new AppError('function.not.available');
  req.brand = brand;
  if (!req.langFromHeader) req.lang = brand.settings.defaultLanguage;
  return brand;
}

/** True when the visitor's address is inside the brand's blocked ranges and blocking is on. */
export function isRegionBlocked(brand: Brand, ip: string): boolean {
  return brand.regionBlockOn && brand.blockedRanges.some((r) => cidrContains(r, ip));
}

function checkAvailability(app: FastifyInstance, req: FastifyRequest, brand: Brand): void {
  if (inMaintenance(brand, app.deps.now())) {
    const end = brand.maintenance.endTime;
    throw new AppError('system.maintenance', end ? { endTime: end.getTime() } : undefined);
  }
  if (isRegionBlocked(brand, req.clientIp)) throw new AppError('access.restricted', { ip: req.clientIp });
}

async function authenticate(
  app: FastifyInstance,
  req: FastifyRequest,
  call: CallDef,
  brand: Brand,
  staffGate: RouteOptions['staffGate'],
): Promise<AuthContext | null> {
  if (call.auth === 'none') return null;
  if (call.auth === 'staff') {
    // Back-office calls: the staff session and the call's policy (modules/staff/staff-route.ts).
    if (!staffGate) throw new Error(`${call.id} is a staff call registered without its staff gate`);
    await staffGate(req, brand);
    return null;
  }
  const given = headerValues(req, 'authorization');
  const token = given.length === 1 ? given[0]?.trim() : undefined;
  if (!token) {
    if (call.auth === 'optional') return null;
    throw new AppError('CUSTOMER_NOT_LOGIN');
  }
  const resolved = await app.sessions.resolve(token, brand.id);
  if (typeof resolved === 'string') {
    if (call.auth === 'optional') return null;
    throw new AppError(resolved);
  }
  if (!call.allowTrial && resolved.accountType === TRIAL_TYPE) throw new AppError('account.trial.forbidden');
  if (call.agentOnly && !isAgentType(resolved.accountType)) throw new AppError('role.forbidden');
  req.auth = resolved;
  return resolved;
}

async function readInput(app: FastifyInstance, req: FastifyRequest, call: CallDef, brand: Brand): Promise<unknown> {
  if (usesQuery(call)) return req.query ?? {};
  // No body reads as {}; a JSON null body is input like any other (a call with no fields still refuses it).
  if (!call.encrypted) return req.body === undefined ? {} : req.body;
  const header = headerValues(req, 'encryption');
  if (header.length !== 1 || !header[0]) throw new AppError('request_body_required');
  try {
    const opened = await openPayload(await app.brands.privateKey(brand.id), header[0], req.body);
    if (Math.abs(app.deps.now().getTime() - opened.sentAt) > SEALED_MAX_AGE_MS) {
      throw new AppError('request_body_required', { reason: 'stale' });
    }
    const fingerprint = createHash('sha256').update(header[0]).digest('hex');
    const fresh = await app.deps.store.setIfAbsent(`sealed:${fingerprint}`, '1', REPLAY_MEMORY_MS);
    if (!fresh) throw new AppError('request_body_required', { reason: 'replayed' });
    return opened.data ?? {};
  } catch (e) {
    if (e instanceof CodecError) throw new AppError('request_body_required');
    throw e;
  }
}

function fieldList(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  return issues.map((i) => ({ field: i.path.map(String).join('.'), reason: i.message }));
}

export interface RouteOptions {
  /**
   * For a query-string call whose handler never changes its input (a hot read such as the lobby
   * list): the checked input of a query string seen lately is reused, so validation runs once per
   * distinct query string. The reused input is frozen.
   */
  reuseInput?: boolean;
  /** A hook before anything else (development helpers refuse far peers here). */
  onRequest?: onRequestHookHandler;
  /** For `auth: 'staff'` calls (required): checks the staff session and the call's policy before the input. */
  staffGate?: (req: FastifyRequest, brand: Brand) => Promise<void>;
}

/** Most distinct query strings whose checked input a `reuseInput` route keeps (the oldest go first). */
const REUSED_INPUTS_MAX = 10_000;

/** Registers a contract call: brand, availability, session, sealed body, validation, envelope. */
export function route<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  opts: RouteOptions = {},
): void {
  const inputs = opts.reuseInput && usesQuery(call) ? new Map<string, CallParsed<C>>() : undefined;
  if (call.auth === 'staff' && !opts.staffGate)
    throw new Error(`${call.id} is a staff call: register it with staffRoute`);

  /** The checked input: validated now, or reused for a query string validated lately. */
  async function inputOf(req: FastifyRequest, brand: Brand): Promise<CallParsed<C>> {
    const at = inputs ? req.url.indexOf('?') : -1;
    const query = inputs ? (at < 0 ? '' : req.url.slice(at + 1)) : '';
    const kept = inputs?.get(query);
    if (kept !== undefined) return kept;
    const raw = await readInput(app, req, call, brand);
    const nul = nulFields(raw);
    const parsed = call.request.safeParse(raw);
    if (!parsed.success || nul.length > 0) {
      const issues = parsed.success ? [] : fieldList(parsed.error.issues);
      throw new AppError('request_param_err', { fields: withNulFields(nul, issues) });
    }
    const input = parsed.data as CallParsed<C>;
    if (inputs) {
      if (inputs.size >= REUSED_INPUTS_MAX) {
        const oldest = inputs.keys().next().value;
        if (oldest !== undefined) inputs.delete(oldest);
      }
      inputs.set(query, Object.freeze(input) as CallParsed<C>);
    }
    return input;
  }

  app.route({
    method: call.method,
    url: call.path,
    config: { call },
    ...(opts.onRequest ? { onRequest: opts.onRequest } : {}),
    handler: async (req, reply) => {
      const brand = await resolveBrand(app, req);
      if (!call.open) checkAvailability(app, req, brand);
      const auth = await authenticate(app, req, call, brand, opts.staffGate);
      const answer = await handler({
        input: await inputOf(req, brand),
        brand,
        auth: auth as CallContext<C>['auth'],
        lang: req.lang,
        ip: req.clientIp,
        req,
        reply,
      });
      if (reply.sent) return reply;
      const prepared = answer instanceof PreparedAnswer ? answer : undefined;
      const value = prepared ? prepared.value : answer;
      if (app.deps.config.validateResponses) {
        const check = call.response.safeParse(value);
        if (!check.success) {
          req.log.error({ call: call.id, issues: check.error.issues }, 'answer does not match its contract');
          throw new Error(`answer of ${call.id} does not match its contract`);
        }
        if (prepared && prepared.body.toString() !== JSON.stringify({ success: true, value })) {
          req.log.error({ call: call.id }, 'prepared answer JSON does not match the answer');
          throw new Error(`prepared answer JSON of ${call.id} does not match the answer`);
        }
      }
      reply.type('application/json; charset=utf-8');
      if (prepared) return reply.send(prepared.body);
      return reply.send({ success: true, value: value ?? null });
    },
  });
}
