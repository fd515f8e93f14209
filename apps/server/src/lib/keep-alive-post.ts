import http from 'node:http';
import https from 'node:https';

/** What a signed call needs from HTTP: post a body, get back the status and the text. `fetch` is one. */
export type PostJson = (
  url: URL,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ status: number; text(): Promise<string> }>;

/**
 * Posts over node:http (or https) with kept-alive sockets, each call given up after `timeoutMs` from
 * its start (the socket is destroyed, so a late answer is never read). Used where the server calls an
 * HTTP API of its own many times a second (the house's and the lotteries' wallet calls): the built-in
 * `fetch` (undici) cost several times the CPU per call on this path (docs/decisions/1200 "Benchmark").
 */
export function keepAlivePost(opts: { timeoutMs: number; maxSockets?: number }): PostJson {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: opts.maxSockets ?? 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: opts.maxSockets ?? 64 }),
  };
  return (url, init) =>
    new Promise((resolve, reject) => {
      const secure = url.protocol === 'https:';
      if (!secure && url.protocol !== 'http:') {
        reject(new Error(`unsupported protocol ${url.protocol}`));
        return;
      }
      const request = secure ? https.request : http.request;
      const req = request(
        url,
        {
          method: init.method,
          agent: agents[secure ? 'https:' : 'http:'],
          headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            clearTimeout(timer);
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, text: async () => text });
          });
          res.on('error', (e) => {
            clearTimeout(timer);
            reject(e);
          });
          res.on('close', () => {
            clearTimeout(timer);
            if (!res.complete) reject(new Error('the answer was cut short'));
          });
        },
      );
      const timer = setTimeout(() => req.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)), opts.timeoutMs);
      req.on('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      req.end(init.body);
    });
}
