import { importPublicKey, sealPayload } from '@app/contracts/crypto';
import type { FastifyInstance } from 'fastify';
import { call } from '../../../test/helpers.ts';

type Method = 'POST' | 'PUT';

/** Calls an encrypted path as the browser does (sealed with the brand's key), from a chosen address. */
export async function sealed(
  app: FastifyInstance,
  opts: {
    method?: Method;
    url: string;
    payload: unknown;
    token?: string;
    ip?: string;
    merchant?: string;
    lang?: string;
  },
) {
  const key = await call(app, { method: 'GET', url: '/wps/session/key/rsa', merchant: opts.merchant });
  const publicKey = await importPublicKey((key.body.value as { publicKey: string }).publicKey);
  const s = await sealPayload(publicKey, opts.payload, app.deps.now().getTime());
  return call(app, {
    method: opts.method ?? 'POST',
    url: opts.url,
    token: opts.token,
    merchant: opts.merchant,
    lang: opts.lang,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { encryption: s.header },
    payload: s.body,
  });
}

/** A plain call from a chosen address. */
export function from(app: FastifyInstance, ip: string, opts: Parameters<typeof call>[1]): ReturnType<typeof call> {
  return call(app, { remoteAddress: ip, ...opts });
}

/**
 * The newest development-outbox message to a recipient (SMS number "+63917..." or e-mail), optionally of
 * one purpose; waits up to 2 s for it (sign-in and reset codes are sent after the answer).
 */
export async function lastMessage(app: FastifyInstance, to: string, purpose?: string) {
  type Message = { code: string; link: string; body: string; purpose: string };
  for (let i = 0; i < 40; i++) {
    const { body } = await call(app, { method: 'GET', url: `/wps/dev/outbox?to=${encodeURIComponent(to)}&limit=20` });
    const list = (body.value as Message[]).filter((m) => !purpose || m.purpose === purpose);
    if (list[0] || !purpose) return list[0];
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
}

/** Username sign-in through the real sealed call. */
export function login(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  ip = '127.0.0.1',
) {
  return sealed(app, { url: '/wps/session/login', payload: { username, password, ...extra }, ip });
}

/** A member with a password, made through the accounts service. */
export async function memberWithPassword(
  app: FastifyInstance,
  input: { username: string; password: string; accountType?: number; mobile?: [string, string]; email?: string },
) {
  const brand = await app.brands.byMerchant('demo');
  if (!brand) throw new Error('no demo brand');
  const m = await app.services.auth.createMember(brand, {
    username: input.username,
    password: input.password,
    accountType: input.accountType,
  });
  if (input.mobile || input.email) {
    const { members } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await app.deps.db
      .update(members)
      .set({
        countryDialingCode: input.mobile?.[0] ?? null,
        mobileNum: input.mobile?.[1] ?? null,
        email: input.email ?? null,
      })
      .where(eq(members.id, m.id));
  }
  return { brand, member: m };
}

/** Turns a white-label switch of the demo brand on or off. */
export async function setSwitch(app: FastifyInstance, modId: string, enabled: boolean | null) {
  const brand = await app.brands.byMerchant('demo');
  if (!brand) throw new Error('no demo brand');
  await app.brands.setSwitch(brand.id, modId, enabled);
}
