import type { TReauthMethod } from '@app/contracts/calls/rg';
import type { CallDef, CallRequest, CallResponse } from '@app/contracts/define';
import { usesQuery } from '@app/contracts/define';
import { boot } from './boot.ts';
import { readSession, sessionKeys } from './storage.ts';

/** A failed call: the server's error code (or a client-side one), its message key and details. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: string,
    readonly status: number,
    readonly value?: Record<string, unknown>,
    readonly serverMessage?: string,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

/** Settings the app gives the client at start: the current language and what to do on 401. */
export const clientState: {
  language: string;
  onUnauthorized: (code: string) => void;
  onUnavailable: (code: string) => void;
  /**
   * A sensitive call answered auth.reauth.required (the member last confirmed who they are more than 15
   * minutes ago): asks them to confirm again, the way the refusal's value names (password, code or a
   * fresh sign-in); true when confirmed, and the call is sent once more.
   */
  onReauthRequired: (value: { method?: TReauthMethod } | undefined) => Promise<boolean>;
} = {
  language: boot.defaultLanguage,
  onUnauthorized: () => undefined,
  onUnavailable: () => undefined,
  onReauthRequired: async () => false,
};

let publicKey: Promise<CryptoKey> | undefined;

async function brandKey(): Promise<CryptoKey> {
  if (!publicKey) {
    publicKey = fetch('/wps/session/key/rsa', { headers: { Merchant: boot.merchantCode } })
      .then((r) => r.json() as Promise<{ success: boolean; value?: { publicKey: string } }>)
      .then(async (b) => {
        if (!b.success || !b.value) throw new Error('no key');
        const { importPublicKey } = await import('@app/contracts/crypto');
        return importPublicKey(b.value.publicKey);
      });
    publicKey.catch(() => {
      publicKey = undefined;
    });
  }
  return publicKey;
}

function toQuery(input: object): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const item of v) params.append(k, String(item));
    else params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The message key of an error code, with the error table loaded on the first failure. */
async function messageKeyOfLazily(code: string): Promise<string> {
  try {
    return (await import('./error-keys.ts')).messageKeyOf(code);
  } catch {
    return 'err_unknown';
  }
}

/**
 * Makes one contract call: headers (Merchant, Language, Device, Authorization), the sealed body for
 * encrypted calls, and the envelope. Resolves with `value`; rejects with ApiError.
 */
export async function callApi<C extends CallDef>(
  call: C,
  input: CallRequest<C>,
  opts: { signal?: AbortSignal; reauthed?: boolean } = {},
): Promise<CallResponse<C>> {
  const headers: Record<string, string> = {
    Merchant: boot.merchantCode,
    Language: clientState.language,
    Device: 'web',
  };
  const token = readSession(sessionKeys.token);
  if (token && call.auth !== 'none') headers.Authorization = token;
  let url = call.path;
  let body: string | undefined;
  if (usesQuery(call)) url += toQuery(input as object);
  else if (call.encrypted) {
    // Sealing is loaded with the first encrypted call (sign-in, registration), not with the site.
    const { sealPayload } = await import('@app/contracts/crypto');
    const sealed = await sealPayload(await brandKey(), input);
    headers.Encryption = sealed.header;
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(sealed.body);
  } else if (call.bodyType === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = toQuery(input as object).slice(1);
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input);
  }
  let res: Response;
  try {
    res = await fetch(url, { method: call.method, headers, body, signal: opts.signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError('network', 'err_network', 0);
  }
  let parsed: { success?: boolean; value?: unknown; errorCode?: string; message?: string };
  try {
    parsed = await res.json();
  } catch {
    throw new ApiError('network', 'err_network', res.status);
  }
  if (parsed.success === true) return parsed.value as CallResponse<C>;
  const code = parsed.errorCode ?? 'unknown_error';
  if (
    code === 'auth.reauth.required' &&
    !opts.reauthed &&
    (await clientState.onReauthRequired(parsed.value as { method?: TReauthMethod } | undefined))
  ) {
    return callApi(call, input, { ...opts, reauthed: true });
  }
  const err = new ApiError(
    code,
    await messageKeyOfLazily(code),
    res.status,
    parsed.value as Record<string, unknown>,
    parsed.message,
  );
  if (res.status === 401) clientState.onUnauthorized(code);
  if (code === 'system.maintenance' || code === 'access.restricted') clientState.onUnavailable(code);
  throw err;
}
