// The sign-in load of bench:auth, run in its own process (as real clients run on other machines), so
// the status probe's own event loop is not the one sending and timing the sign-ins. Driven by messages
// from bench/auth.ts: "prepare" registers the members and seals the bodies, "run" signs in for a while
// with every client at once, "paced" signs in one person at a time at a steady pace, each from an
// address of its own (X-Forwarded-For; the server trusts it in the bench), as ordinary people do.
import { importPublicKey, sealPayload } from '../../packages/contracts/src/crypto.ts';

type Sealed = { headers: Record<string, string>; body: string };
type Prepare = { cmd: 'prepare'; base: string; clients: number; needed: number; paced: number };
type Run = { cmd: 'run'; ms: number };
type Paced = { cmd: 'paced'; ms: number; everyMs: number };

const headers = { merchant: 'demo', language: 'EN', 'content-type': 'application/json' };
let base = '';
let clients = 0;
const bodies: Sealed[] = [];
let next = 0;
// The paced sign-ins are people of their own, so no one of them is signing in twice at once.
const PACED_PEOPLE = 40;
const pacedBodies: Sealed[] = [];
let person = 0;

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
  const people = Array.from({ length: PACED_PEOPLE }, (_, i) => `p${run}${String(i).padStart(3, '0')}`);
  const password = 'Benchmark2025x';
  for (const username of [...users, ...people]) {
    const r = await sealed({ username, password, confirmPassword: password, ageConfirmed: true, termsAccepted: true });
    const res = await fetch(`${base}/wps/member/register`, { method: 'PUT', ...r });
    if (!res.ok) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
  }
  // Each body is sealed once: the server refuses a replayed one.
  for (let i = 0; i < m.needed; i++) bodies.push(await sealed({ username: users[i % users.length], password }));
  for (let i = 0; i < m.paced; i++) pacedBodies.push(await sealed({ username: people[i % people.length], password }));
}

async function signIns({ ms }: Run) {
  const stopAt = performance.now() + ms;
  let done = 0;
  const latencies: number[] = [];
  await Promise.all(
    // Each client from an address of its own: one address is held to a few checks at once.
    Array.from({ length: clients }, async (_, c) => {
      while (performance.now() < stopAt && next < bodies.length) {
        const b = bodies[next++] as Sealed;
        const t0 = performance.now();
        const res = await fetch(`${base}/wps/session/login`, {
          method: 'POST',
          headers: { ...b.headers, 'x-forwarded-for': `10.2.0.${c + 1}` },
          body: b.body,
        });
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

/**
 * One sign-in every `everyMs` (open loop: a slow answer does not delay the next), each timed alone.
 * A refusal is counted by its code, not timed: the figure is the time of the sign-ins that got in.
 */
async function paced({ ms, everyMs }: Paced) {
  const times: number[] = [];
  const refused: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end && person < pacedBodies.length) {
    const b = pacedBodies[person++] as Sealed;
    const address = `10.1.${(person >> 8) & 255}.${person & 255}`;
    const t0 = performance.now();
    pending.push(
      fetch(`${base}/wps/session/login`, {
        method: 'POST',
        headers: { ...b.headers, 'x-forwarded-for': address },
        body: b.body,
      }).then(async (res) => {
        const text = await res.text();
        if (res.ok) times.push(performance.now() - t0);
        else {
          const code = (JSON.parse(text) as { errorCode?: string }).errorCode ?? String(res.status);
          refused[code] = (refused[code] ?? 0) + 1;
        }
      }),
    );
    await new Promise((r) => setTimeout(r, everyMs));
  }
  await Promise.all(pending);
  times.sort((a, b) => a - b);
  return {
    n: times.length,
    refused,
    p50: times[Math.floor(times.length * 0.5)] ?? 0,
    p99: times[Math.floor(times.length * 0.99)] ?? 0,
  };
}

process.on('message', (m: Prepare | Run | Paced) => {
  const work = m.cmd === 'prepare' ? prepare(m).then(() => ({})) : m.cmd === 'paced' ? paced(m) : signIns(m);
  work.then(
    (value) => process.send?.({ ok: true, value }),
    (e: Error) => process.send?.({ ok: false, error: e.message }),
  );
});
