/** Small cookie helpers for the remember-me and last-user cookies (SPEC §3, §9: 1 day). */

/** Writes a cookie for the whole site that lasts `maxAgeMs` (a session cookie when omitted). */
export function writeCookie(name: string, value: string, maxAgeMs?: number): void {
  if (typeof document === 'undefined') return;
  const age = maxAgeMs === undefined ? '' : `; max-age=${Math.floor(maxAgeMs / 1000)}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every browser we serve
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; samesite=lax${age}`;
}

/** Reads a cookie, or null when it is absent. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const wanted = encodeURIComponent(name);
  for (const part of document.cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === wanted) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Removes a cookie. */
export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
}

/** Reads a cookie holding JSON, or null when absent or not valid JSON. */
export function readJsonCookie<T>(name: string, isValid: (v: unknown) => v is T): T | null {
  const raw = readCookie(name);
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return isValid(v) ? v : null;
  } catch {
    return null;
  }
}
