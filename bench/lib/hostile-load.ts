// The hostile client of bench:auth, in its own process: one address (X-Forwarded-For 10.66.6.6) that
// keeps a fixed number of requests in flight against the password checks, half sign-ins with wrong
// passwords for names that change every time (unknown names are hashed too, so no lock stops them),
// half payment-password checks (a change of payment password with a wrong old one) for members of its
// own. It ignores Retry-After and sends the next request the moment an answer comes back, and seals
// every body afresh, as the server refuses a replayed one. "prepare" registers its members, "run"
// attacks for a while and answers how many answers of each kind it got.
import { importPublicKey, sealPayload } from '../../packages/contracts/src/crypto.ts';

type Prepare = { cmd: 'prepare'; base: string; members: number };
type Run = { cmd: 'run'; ms: number; inFlight: number };

const ADDRESS = '10.66.6.6';
const headers = { merchant: 'demo', language: 'EN', 'content-type': 'application/json', 'x-forwarded-for': ADDRESS };
let base = '';
let seal: (data: unknown) => Promise<{ header: string; body: unknown }> = async () => {
  throw new Error('not prepared');
};
const tokens: string[] = [];

async function prepare(m: Prepare) {
  base = m.base;
  const key = (await (await fetch(`${base}/wps/session/key/rsa`, { headers })).json()) as {
    value: { publicKey: string };
  };
  const publicKey = await importPublicKey(key.value.publicKey);
  seal = (data) => sealPayload(publicKey, data);
  const run = Math.random().toString(36).slice(2, 6);
  for (let i = 0; i < m.members; i++) {
    const password = 'Hostile2025x';
    const reg = await send('PUT', '/wps/member/register', {
      username: `h${run}${String(i).padStart(3, '0')}`,
      password,
      confirmPassword: password,
      ageConfirmed: true,
      termsAccepted: true,
    });
    if (!reg.ok) throw new Error(`hostile register: ${reg.status} ${reg.text.slice(0, 200)}`);
    const token = (JSON.parse(reg.text) as { value: { token: string } }).value.token;
    const pw = await send(
      'POST',
      '/wps/cashier/security/payment-password',
      { newPassword: '864200', confirmPassword: '864200' },
      token,
    );
    if (!pw.ok) throw new Error(`hostile payment password: ${pw.status} ${pw.text.slice(0, 200)}`);
    tokens.push(token);
  }
}

async function send(method: string, path: string, data: unknown, token?: string) {
  const s = await seal(data);
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, encryption: s.header, ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(s.body),
  });
  return { ok: res.ok, status: res.status, text: await res.text() };
}

async function attack({ ms, inFlight }: Run) {
  const stopAt = performance.now() + ms;
  const answers: Record<string, number> = {};
  let n = 0;
  const one = async () => {
    const i = n++;
    const r =
      i % 2 === 0
        ? await send('POST', '/wps/session/login', { username: `victim${i}`, password: `Guess${i}x` })
        : await send(
            'POST',
            '/wps/cashier/security/payment-password',
            { oldPassword: String(100_000 + (i % 900_000)), newPassword: '135791', confirmPassword: '135791' },
            tokens[i % tokens.length],
          );
    let code = String(r.status);
    try {
      code = (JSON.parse(r.text) as { errorCode?: string }).errorCode ?? code;
    } catch {
      // Not an envelope (a bare 429 from a proxy, say): the status is the answer.
    }
    answers[code] = (answers[code] ?? 0) + 1;
  };
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < stopAt) {
        await one().catch(() => {
          answers['network error'] = (answers['network error'] ?? 0) + 1;
        });
      }
    }),
  );
  return { sent: n, answers };
}

process.on('message', (m: Prepare | Run) => {
  const work = m.cmd === 'prepare' ? prepare(m).then(() => ({})) : attack(m);
  work.then(
    (value) => process.send?.({ ok: true, value }),
    (e: Error) => process.send?.({ ok: false, error: e.message }),
  );
});
