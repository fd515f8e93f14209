import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { INFO_FILE, type ServerInfo, SOCIAL_KEY_FILE } from './server-info.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * The social providers' stand-in: a key pair made here, its public half served as a JWKS, so tests
 * sign their own ID tokens and the server verifies them as it would the provider's.
 */
async function startSocialKeys(dataDir: string): Promise<string> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e-key', use: 'sig', alg: 'RS256' };
  writeFileSync(path.join(dataDir, SOCIAL_KEY_FILE), privateKey.export({ format: 'pem', type: 'pkcs8' }));
  const server = createHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const addr = server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/jwks`;
}

/** Starts the built server (npm run build first) and waits until it says it is ready. */
export default async function setup(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lp-e2e-data-'));
  const jwksUrl = await startSocialKeys(dataDir);
  const main = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      // As behind the production proxy: a test may give its browser another address with X-Forwarded-For
      // (auth-ip-verify.spec.ts). Browsers never send that header themselves, so every other test is seen
      // at 127.0.0.1 as before, and the admin endpoint checks the socket's peer, not this.
      TRUST_PROXY: 'true',
      DATABASE_URL: '',
      REDIS_URL: '',
      SOCIAL_GOOGLE_JWKS_URL: jwksUrl,
      SOCIAL_FACEBOOK_JWKS_URL: jwksUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: false,
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 90 s')), 90_000);
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Site ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  child.stdout?.resume();
  const info: ServerInfo = { port, dataDir, pid: child.pid ?? 0 };
  writeFileSync(INFO_FILE, JSON.stringify(info));
  process.env.LP_E2E_PORT = String(port);
}
