import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomInt, sign } from 'node:crypto';
import { maskMobile } from '@app/contracts/auth';
import type { Language } from '@app/contracts/languages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { messageText, phoneTarget } from './send-code.ts';
import type { SmsSender } from './sms.ts';
import { createFirebaseVerifier, type FirebaseVerifier, firebaseIssuer } from './social.ts';

/** SPEC §4: with the social provider's SMS the send button counts down 1 minute. */
export const FIREBASE_COUNTDOWN_S = 60;
const CODE_TTL_MS = 5 * 60_000;
const MAX_WRONG = 5;
const KEY_NAME = 'firebase:standin:key';
const KEY_TTL_MS = 400 * 86_400_000;

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The development stand-in for Firebase phone sign-in (never in production: config.firebase.standIn):
 * it plays the provider the browser would talk to. It sends a code to the development outbox, and for
 * the right code answers an ID token for the number, signed with its own RSA key. The server checks those
 * tokens with the same verifier as the provider's (createFirebaseVerifier), fed the stand-in's JWKS.
 * The key is kept in the shared store, so every process signs and checks with the same one.
 */
export function createFirebaseStandIn(deps: Pick<Deps, 'store' | 'now'>, sms: SmsSender) {
  let cached: { pem: string; kid: string } | null = null;
  async function key(): Promise<{ pem: string; kid: string }> {
    if (cached) return cached;
    const made = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await deps.store.setIfAbsent(
      KEY_NAME,
      made.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
      KEY_TTL_MS,
    );
    const pem = await deps.store.get(KEY_NAME);
    if (!pem) throw new Error('Firebase stand-in key missing from the store');
    cached = { pem, kid: `standin-${sha(pem).slice(0, 16)}` };
    return cached;
  }

  async function jwks() {
    const k = await key();
    const pub = createPublicKey(createPrivateKey(k.pem)).export({ format: 'jwk' });
    return { keys: [{ ...pub, kid: k.kid, use: 'sig', alg: 'RS256' }] };
  }

  const nowMs = () => deps.now().getTime();
  const codeKey = (brand: Brand, phone: string) => `firebase:code:${brand.id}:${phone}`;

  async function idToken(projectId: string, phone: string): Promise<string> {
    const k = await key();
    const iat = Math.floor(nowMs() / 1000);
    const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const head = enc({ alg: 'RS256', kid: k.kid, typ: 'JWT' });
    const body = enc({
      iss: firebaseIssuer(projectId),
      aud: projectId,
      sub: `standin${sha(phone).slice(0, 20)}`,
      phone_number: phone,
      auth_time: iat,
      iat,
      exp: iat + 3600,
      firebase: { sign_in_provider: 'phone', identities: { phone: [phone] } },
    });
    const sig = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), createPrivateKey(k.pem)).toString('base64url');
    return `${head}.${body}.${sig}`;
  }

  return {
    /** The verifier of the stand-in's tokens: the provider's check, with the stand-in's keys. */
    verifier: createFirebaseVerifier('stand-in', { fetcher: jwks, now: nowMs }) satisfies FirebaseVerifier,

    /** Sends a code (development outbox); another only after the 1-minute countdown. */
    async send(brand: Brand, dial: string, mobile: string, lang: Language) {
      const phone = phoneTarget(dial, mobile);
      const fresh = await deps.store.setIfAbsent(`firebase:cd:${brand.id}:${phone}`, '1', FIREBASE_COUNTDOWN_S * 1000);
      if (!fresh) {
        const left = await deps.store.ttl(`firebase:cd:${brand.id}:${phone}`);
        throw AppError.retryLater('verification.code.too.soon', Math.max(1, Math.ceil(left / 1000)));
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await deps.store.set(codeKey(brand, phone), sha(`${phone}:${code}`), CODE_TTL_MS);
      await deps.store.del(`firebase:wrong:${brand.id}:${phone}`);
      try {
        await sms.send({
          brandId: brand.id,
          to: phone,
          text: messageText('msg_sms_code', lang, { brand: brand.name, code, minutes: CODE_TTL_MS / 60_000 }),
          code,
          purpose: 'firebase',
        });
      } catch {
        await deps.store.del(codeKey(brand, phone));
        throw new AppError('sms.send.failed');
      }
      return { expiredMinutes: FIREBASE_COUNTDOWN_S / 60, to: maskMobile(dial, mobile.replace(/\D/g, '')) };
    },

    /** The right code (used once; 5 wrong tries spend it) answers an ID token for the number. */
    async verify(brand: Brand, dial: string, mobile: string, code: string) {
      const phone = phoneTarget(dial, mobile);
      const want = await deps.store.get(codeKey(brand, phone));
      if (!want) throw new AppError('verification.code.expired');
      if (want !== sha(`${phone}:${code.trim()}`)) {
        const wrong = await deps.store.incr(`firebase:wrong:${brand.id}:${phone}`, CODE_TTL_MS);
        if (wrong >= MAX_WRONG) await deps.store.del(codeKey(brand, phone));
        throw new AppError('verification.code.invalid');
      }
      // Spent in one step: two requests with the same code get one token.
      if ((await deps.store.getDel(codeKey(brand, phone))) !== want) throw new AppError('verification.code.expired');
      return { idToken: await idToken(brand.settings.firebaseProjectId, phone) };
    },
  };
}
export type FirebaseStandIn = ReturnType<typeof createFirebaseStandIn>;
