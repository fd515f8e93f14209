import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An identity provider of the test's own: RSA keys it makes itself, published by a JWKS server on the
 * loopback address, and ID tokens signed with them (or with a stranger's key, to be refused).
 */
export async function startSocialFixture(clientId: string) {
  const good = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let hits = 0;
  const server = http.createServer((_req, res) => {
    hits++;
    const jwk = { ...good.publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const now = () => Math.floor(Date.now() / 1000);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`,
    good,
    stranger,
    /** How many times the JWKS was fetched. */
    hits: () => hits,
    now,
    /** A signed compact JWT. */
    jwt(claims: Record<string, unknown>, key: KeyObject = good.privateKey, kid = 'k1'): string {
      const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const head = enc({ alg: 'RS256', kid, typ: 'JWT' });
      const body = enc(claims);
      const sig = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key).toString('base64url');
      return `${head}.${body}.${sig}`;
    },
    /** Claims of a fresh Google ID token for `clientId`. */
    googleClaims: (over: Record<string, unknown> = {}) => ({
      iss: 'https://accounts.google.com',
      aud: clientId,
      sub: '1234567890',
      email: 'xena@example.com',
      email_verified: true,
      name: 'Xena',
      iat: now(),
      exp: now() + 600,
      ...over,
    }),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
