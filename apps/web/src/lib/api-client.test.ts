import { generateBrandKeyPair, importPrivateKey, openPayload } from '@app/contracts/crypto';
import { defineCall } from '@app/contracts/define';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, callApi, clientState } from './api-client.ts';

const getCall = defineCall({
  id: 't.get',
  method: 'GET',
  path: '/wps/t/get',
  auth: 'token',
  summary: '',
  request: z.object({ page: z.number(), q: z.string().optional() }),
  response: z.object({ ok: z.boolean() }),
});
const sealedCall = defineCall({
  id: 't.sealed',
  method: 'POST',
  path: '/wps/t/sealed',
  auth: 'none',
  encrypted: true,
  summary: '',
  request: z.object({ password: z.string() }),
  response: z.null(),
});
const formCall = defineCall({
  id: 't.form',
  method: 'POST',
  path: '/wps/t/form',
  auth: 'none',
  bodyType: 'form',
  summary: '',
  request: z.object({ username: z.string(), email: z.string() }),
  response: z.null(),
});

type Seen = { url: string; init: RequestInit };
let seen: Seen[];
let answer: (s: Seen) => { status: number; body: unknown };

beforeEach(() => {
  seen = [];
  sessionStorage.clear();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const s = { url, init };
    seen.push(s);
    const a = answer(s);
    return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('sends the brand, language, device and token headers and the input as a query', async () => {
    answer = () => ({ status: 200, body: { success: true, value: { ok: true } } });
    sessionStorage.setItem('token', 'tok-123');
    clientState.language = 'TH';
    expect(await callApi(getCall, { page: 2, q: 'lucky star' })).toEqual({ ok: true });
    const [s] = seen;
    expect(s?.url).toBe('/wps/t/get?page=2&q=lucky+star');
    expect(s?.init.headers).toMatchObject({
      Merchant: 'demo',
      Language: 'TH',
      Device: 'web',
      Authorization: 'tok-123',
    });
  });

  it('turns a failure envelope into an ApiError with its message key, and reports 401', async () => {
    answer = () => ({ status: 401, body: { success: false, errorCode: 'login.not.session', message: 'expired' } });
    const unauthorized = vi.fn();
    clientState.onUnauthorized = unauthorized;
    const err = await callApi(getCall, { page: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'login.not.session', messageKey: 'err_session_expired', status: 401 });
    expect(unauthorized).toHaveBeenCalledWith('login.not.session');
  });

  it('reports maintenance answers so the site gate can re-read the status', async () => {
    answer = () => ({ status: 503, body: { success: false, errorCode: 'system.maintenance', message: 'm' } });
    const unavailable = vi.fn();
    clientState.onUnavailable = unavailable;
    await expect(callApi(getCall, { page: 1 })).rejects.toMatchObject({ code: 'system.maintenance' });
    expect(unavailable).toHaveBeenCalledWith('system.maintenance');
  });

  it('maps a network failure or a non-JSON answer to err_network', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(callApi(getCall, { page: 1 })).rejects.toMatchObject({ code: 'network', messageKey: 'err_network' });
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502 }));
    await expect(callApi(getCall, { page: 1 })).rejects.toMatchObject({ code: 'network', status: 502 });
  });

  it('seals the body of encrypted calls with the brand key', async () => {
    const keys = await generateBrandKeyPair();
    answer = (s) =>
      s.url === '/wps/session/key/rsa'
        ? { status: 200, body: { success: true, value: { publicKey: keys.publicSpki } } }
        : { status: 200, body: { success: true, value: null } };
    await callApi(sealedCall, { password: 'hunter22' });
    const post = seen.find((s) => s.url === '/wps/t/sealed');
    const headers = post?.init.headers as Record<string, string>;
    expect(String(post?.init.body)).not.toContain('hunter22');
    const opened = await openPayload(
      await importPrivateKey(keys.privatePkcs8),
      headers.Encryption,
      JSON.parse(String(post?.init.body)),
    );
    expect(opened.data).toEqual({ password: 'hunter22' });
  });

  it('sends form-encoded bodies for form calls', async () => {
    answer = () => ({ status: 200, body: { success: true, value: null } });
    await callApi(formCall, { username: 'ann', email: 'a@b.co' });
    const [sent] = seen;
    expect(sent?.init.body).toBe('username=ann&email=a%40b.co');
    expect(sent?.init.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
  });

  it('asks the member to confirm again when a sensitive call needs it, then sends the call once more', async () => {
    let n = 0;
    answer = () =>
      n++ === 0
        ? {
            status: 403,
            body: { success: false, errorCode: 'auth.reauth.required', message: 'confirm', value: { method: 'code' } },
          }
        : { status: 200, body: { success: true, value: { ok: true } } };
    const asked = vi.fn(async (_value: { method?: string } | undefined) => true);
    clientState.onReauthRequired = asked;
    try {
      expect(await callApi(getCall, { page: 1 })).toEqual({ ok: true });
      // The refusal's value goes to the dialog: it says how to confirm (here a one-time code).
      expect(asked).toHaveBeenCalledTimes(1);
      expect(asked).toHaveBeenCalledWith({ method: 'code' });
      expect(seen).toHaveLength(2);
      // Declined: the call fails with the server's refusal and is not sent again.
      n = 0;
      asked.mockResolvedValueOnce(false);
      await expect(callApi(getCall, { page: 1 })).rejects.toMatchObject({ code: 'auth.reauth.required' });
      expect(seen).toHaveLength(3);
    } finally {
      clientState.onReauthRequired = async () => false;
    }
  });
});
