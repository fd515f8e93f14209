import { createPublicKey, type JsonWebKey, type KeyObject, verify as verifySignature } from 'node:crypto';
import type { SocialProvider } from '@app/contracts/auth';

/** What a verified ID token says about the person. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  name: string | null;
}

/** Verifies a provider's ID token for an audience (the brand's client id); null when it is not valid. */
export interface SocialVerifier {
  verify(provider: SocialProvider, idToken: string, audience: string): Promise<SocialIdentity | null>;
}

/** One provider: where its keys are and which issuers it signs as. */
export interface ProviderSpec {
  jwksUrl: string;
  issuers: readonly string[];
}

export const PROVIDER_ISSUERS: Record<SocialProvider, readonly string[]> = {
  google: ['https://accounts.google.com', 'accounts.google.com'],
  facebook: ['https://www.facebook.com', 'https://facebook.com'],
};

const KEYS_TTL_MS = 60 * 60_000;
/** A refresh for an unknown key id happens at most this often (a token with a made-up kid can't hammer). */
const MISS_REFRESH_MS = 60_000;
const CLOCK_SKEW_S = 60;

type JsonFetcher = (url: string) => Promise<unknown>;

async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`JWKS ${url} answered ${res.status}`);
  return res.json();
}

function b64json(part: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Caches a JWKS per URL: keys by kid, refreshed hourly or on an unknown kid (at most once a minute). */
function createKeyCache(fetcher: JsonFetcher, now: () => number) {
  const cache = new Map<string, { keys: Map<string, KeyObject>; at: number; missAt: number }>();

  async function load(url: string) {
    const doc = (await fetcher(url)) as { keys?: unknown };
    const keys = new Map<string, KeyObject>();
    for (const k of Array.isArray(doc?.keys) ? (doc.keys as JsonWebKey[]) : []) {
      if (k.kty !== 'RSA' || typeof k.kid !== 'string' || (k.use && k.use !== 'sig')) continue;
      try {
        keys.set(k.kid, createPublicKey({ key: k, format: 'jwk' }));
      } catch {
        // a key we cannot read is skipped
      }
    }
    return keys;
  }

  return async (url: string, kid: string): Promise<KeyObject | undefined> => {
    let entry = cache.get(url);
    const t = now();
    if (!entry || t - entry.at > KEYS_TTL_MS) {
      entry = { keys: await load(url), at: t, missAt: t };
      cache.set(url, entry);
    }
    let key = entry.keys.get(kid);
    if (!key && t - entry.missAt > MISS_REFRESH_MS) {
      entry.missAt = t;
      entry.keys = await load(url);
      entry.at = t;
      key = entry.keys.get(kid);
    }
    return key;
  };
}

type KeyFor = ReturnType<typeof createKeyCache>;

/**
 * Checks a compact RS256 ID token against the keys at `jwksUrl`: signature, audience, issuer, expiry and
 * issue time; the claims when all hold, null otherwise.
 */
async function checkIdToken(
  keyFor: KeyFor,
  now: () => number,
  jwksUrl: string,
  idToken: string,
  audience: string,
  issuers: readonly string[],
): Promise<Record<string, unknown> | null> {
  if (!audience) return null;
  const parts = idToken.split('.');
  if (parts.length !== 3) return null;
  const [h = '', p = '', s = ''] = parts;
  const header = b64json(h);
  const claims = b64json(p);
  if (!header || !claims || header.alg !== 'RS256' || typeof header.kid !== 'string') return null;
  let key: KeyObject | undefined;
  try {
    key = await keyFor(jwksUrl, header.kid);
  } catch {
    return null;
  }
  if (!key) return null;
  const ok = verifySignature('RSA-SHA256', Buffer.from(`${h}.${p}`), key, Buffer.from(s, 'base64url'));
  if (!ok) return null;
  const nowS = Math.floor(now() / 1000);
  const aud = claims.aud;
  const audOk = aud === audience || (Array.isArray(aud) && aud.includes(audience));
  if (!audOk) return null;
  if (typeof claims.iss !== 'string' || !issuers.includes(claims.iss)) return null;
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_S < nowS) return null;
  if (typeof claims.iat === 'number' && claims.iat - CLOCK_SKEW_S > nowS) return null;
  if (typeof claims.sub !== 'string' || claims.sub.length < 1 || claims.sub.length > 255) return null;
  return claims;
}

/**
 * The real adapter: RS256 ID tokens checked against the provider's published keys (JWKS fetched over
 * HTTPS and cached), issuer, audience, expiry and issue time.
 */
export function createJwksVerifier(
  specs: Record<SocialProvider, ProviderSpec>,
  opts: { fetcher?: JsonFetcher; now?: () => number } = {},
): SocialVerifier {
  const now = opts.now ?? Date.now;
  const keyFor = createKeyCache(opts.fetcher ?? fetchJson, now);
  return {
    async verify(provider, idToken, audience) {
      const spec = specs[provider];
      if (!spec) return null;
      const claims = await checkIdToken(keyFor, now, spec.jwksUrl, idToken, audience, spec.issuers);
      if (!claims) return null;
      return {
        provider,
        subject: claims.sub as string,
        email: typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : null,
        name: typeof claims.name === 'string' ? claims.name.slice(0, 60) : null,
      };
    },
  };
}

/** What a verified Firebase phone sign-in says: the Firebase user and the number the SMS proved ("+63917..."). */
export interface FirebasePhone {
  subject: string;
  phone: string;
}

/** Verifies a Firebase phone sign-in ID token for a project (SMS verified by the social provider). */
export interface FirebaseVerifier {
  verify(idToken: string, projectId: string): Promise<FirebasePhone | null>;
}

/** Firebase signs ID tokens as https://securetoken.google.com/<project id>, for the project id as audience. */
export const firebaseIssuer = (projectId: string) => `https://securetoken.google.com/${projectId}`;

/**
 * The real adapter for Firebase phone sign-in: the same ID-token check as social sign-in, against
 * Firebase's published keys, its issuer for the project, and a phone_number claim (E.164).
 */
export function createFirebaseVerifier(
  jwksUrl: string,
  opts: { fetcher?: JsonFetcher; now?: () => number } = {},
): FirebaseVerifier {
  const now = opts.now ?? Date.now;
  const keyFor = createKeyCache(opts.fetcher ?? fetchJson, now);
  return {
    async verify(idToken, projectId) {
      const claims = await checkIdToken(keyFor, now, jwksUrl, idToken, projectId, [firebaseIssuer(projectId)]);
      const phone = claims?.phone_number;
      if (!claims || typeof phone !== 'string' || !/^\+\d{8,19}$/.test(phone)) return null;
      return { subject: claims.sub as string, phone };
    },
  };
}
