import type { CallDef, CallRequest, CallResponse } from '@app/contracts/define';
import { usesQuery } from '@app/contracts/define';
import { boot } from './boot.ts';
import { readToken } from './session-store.ts';

/** A failed staff call: the server's error code, its HTTP status, details and its (translated) message. */
export class StaffApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly value?: Record<string, unknown>,
    readonly serverMessage?: string,
  ) {
    super(code);
    this.name = 'StaffApiError';
  }
  /** Field names the server refused (400 request_param_err). */
  get fields(): string[] {
    const f = this.value?.fields;
    if (!Array.isArray(f)) return [];
    return f.map((x: { field?: unknown }) => String(x?.field ?? '').split('.')[0] ?? '').filter(Boolean);
  }
}

/** The 401 codes that mean "sign in again". */
export const SIGNED_OUT_CODES: ReadonlySet<string> = new Set([
  'staff.session.expired',
  'staff.token.invalid',
  'staff.token.required',
  'staff.token.member',
]);

/** Set by the app at start: the language of answers and what to do when the session is gone. */
export const apiState: { language: 'EN' | 'CN'; onSignedOut: (code: string) => void } = {
  language: 'EN',
  onSignedOut: () => undefined,
};

export function toQuery(input: object): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) for (const item of v) params.append(k, String(item));
    else params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function headersFor(call: CallDef): Record<string, string> {
  const headers: Record<string, string> = { Merchant: boot.merchantCode, Language: apiState.language, Device: 'web' };
  const token = readToken();
  if (token && call.auth !== 'none') headers.Authorization = token;
  return headers;
}

async function send(call: CallDef, input: unknown, signal?: AbortSignal): Promise<Response> {
  const headers = headersFor(call);
  let url = call.path;
  let body: string | undefined;
  if (usesQuery(call)) url += toQuery((input ?? {}) as object);
  else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input ?? {});
  }
  try {
    return await fetch(url, { method: call.method, headers, body, signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new StaffApiError('network', 0);
  }
}

async function failure(res: Response): Promise<StaffApiError> {
  let parsed: { errorCode?: string; message?: string; value?: unknown } = {};
  try {
    parsed = await res.json();
  } catch {
    return new StaffApiError('network', res.status);
  }
  const code = parsed.errorCode ?? 'unknown_error';
  if (res.status === 401 && SIGNED_OUT_CODES.has(code)) apiState.onSignedOut(code);
  return new StaffApiError(code, res.status, parsed.value as Record<string, unknown>, parsed.message);
}

/**
 * Makes one back-office call with the Merchant header of this host's brand and the staff token.
 * Resolves with the envelope's `value`; rejects with StaffApiError (a 401 that ends the session also
 * tells the app, which goes back to sign-in).
 */
export async function callStaff<C extends CallDef>(
  call: C,
  input: CallRequest<C>,
  opts: { signal?: AbortSignal } = {},
): Promise<CallResponse<C>> {
  const res = await send(call, input, opts.signal);
  if (!res.ok) throw await failure(res);
  let parsed: { success?: boolean; value?: unknown; errorCode?: string; message?: string };
  try {
    parsed = await res.json();
  } catch {
    throw new StaffApiError('network', res.status);
  }
  if (parsed.success === true) return parsed.value as CallResponse<C>;
  throw new StaffApiError(parsed.errorCode ?? 'unknown_error', res.status, undefined, parsed.message);
}

/**
 * Downloads a call that answers a file (CSV): fetched with the staff token, then saved under the
 * server's file name (content-disposition) or `fallbackName`.
 */
export async function downloadStaff<C extends CallDef>(
  call: C,
  input: CallRequest<C>,
  fallbackName: string,
): Promise<void> {
  const res = await send(call, input);
  if (!res.ok) throw await failure(res);
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
