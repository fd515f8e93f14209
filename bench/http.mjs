// npm run bench:http — the status call through the whole stack (Fastify, brand lookup, rate limit,
// security headers, request log, envelope) against a bare Node http server answering the same JSON,
// both measured in one run with the same load: 50 connections for 10 s each, after a warm-up.
import http from 'node:http';
import { fmt, load } from './lib/load.mjs';
import { startBuiltServer } from './lib/run-server.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const server = await startBuiltServer({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' });
const stackUrl = `http://127.0.0.1:${server.port}/wps/system/status`;
const headers = { merchant: 'demo', language: 'EN' };
const sample = await (await fetch(stackUrl, { headers })).text();

const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(sample);
});
await new Promise((r) => bare.listen(0, '127.0.0.1', r));
const bareUrl = `http://127.0.0.1:${bare.address().port}/wps/system/status`;

process.stdout.write(`bench:http  ${connections} connections, ${duration} s each, answer ${sample}\n`);
await load({ url: stackUrl, headers, connections, duration: 2 });
await load({ url: bareUrl, connections, duration: 2 });
const stack = await load({ url: stackUrl, headers, connections, duration });
const raw = await load({ url: bareUrl, connections, duration });

const row = (name, r) =>
  `  ${name.padEnd(26)} ${fmt(r.rps).padStart(9)} req/s   p50 ${fmt(r.p50, 1).padStart(6)} ms   p99 ${fmt(r.p99, 1).padStart(6)} ms`;
process.stdout.write(`${row('whole stack (status call)', stack)}\n${row('bare node http', raw)}\n`);
process.stdout.write(`  request log lines the stack wrote meanwhile: ${fmt(server.logLines())}\n`);
process.stdout.write(
  `  ratio stack/bare: ${fmt(stack.rps / raw.rps, 2)} of the requests per second; p99 ${fmt(stack.p99 / Math.max(raw.p99, 0.001), 2)}x\n`,
);

bare.close();
await server.stop();
