// The sign-in load of bench:auth, run in its own process (as real clients run on other machines), so
// the status probe's own event loop is not the one sending and timing the sign-ins. Driven by messages
// from bench/auth.ts: "prepare" registers the members and seals the bodies, "run" signs in for a while.
import { importPublicKey, sealPayload } from '../../packages/contracts/src/crypto.ts';

type Sealed = { headers: Record<string, string>; body: string };
type Prepare = { cmd: 'prepare'; base: string; clients: number; needed: number };
type Run = { cmd: 'run'; ms: number };

const headers = { merchant: 'demo', language: 'EN', 'content-type': 'application/json' };
let base = '';
let clients = 0;
const bodies: Sealed[] = [];
let next = 0;

async function prepare(m: Prepare) {
  base = m.base;
  clients = m.clients;
  const key = (await (await fetch(`${base}/wps/session/key/rsa`, { headers })).json()) as {
    value: { publicKey: string };
  };
  const publicKey = await importPublicKey(key.value.publicKey);
  const sealed = async (data: unknown): Promise<Sealed> => {
    const s = await sealPayload(publicKey, data);
    return { headers: { ...headers, encryption: s.header }, body: JSON.stringify(s.body) };
  };
  const run = Math.random().toString(36).slice(2, 6);
  const users = Array.from({ length: clients }, (_, i) => `b${run}${String(i).padStart(3, '0')}`);
  const password = 'Benchmark2025x';
  for (const username of users) {
    const r = await sealed({ username, password, confirmPassword: password, ageConfirmed: true, termsAccepted: true });
    const res = await fetch(`${base}/wps/member/register`, { method: 'PUT', ...r });
    if (!res.ok) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
  }
  // Each body is sealed once: the server refuses a replayed one.
  for (let i = 0; i < m.needed; i++) bodies.push(await sealed({ username: users[i % users.length], password }));
}

async function signIns({ ms }: Run) {
  const stopAt = performance.now() + ms;
  let done = 0;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < stopAt && next < bodies.length) {
        const b = bodies[next++] as Sealed;
        const t0 = performance.now();
        const res = await fetch(`${base}/wps/session/login`, { method: 'POST', ...b });
        const text = await res.text();
        if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${text.slice(0, 200)}`);
        latencies.push(performance.now() - t0);
        done++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: done / (ms / 1000),
    p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    done,
  };
}

process.on('message', (m: Prepare | Run) => {
  const work = m.cmd === 'prepare' ? prepare(m).then(() => ({})) : signIns(m);
  work.then(
    (value) => process.send?.({ ok: true, value }),
    (e: Error) => process.send?.({ ok: false, error: e.message }),
  );
});
