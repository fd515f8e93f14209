import type { FastifyInstance } from 'fastify';
import { buildOpenApi, INTRO } from './openapi.ts';
import { CODEC_SECTIONS } from './openapi-codec.ts';

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A readable page of the document: every operation with its schemas, no scripts, no network. */
function renderHtml(doc: Record<string, unknown>): string {
  const paths = doc.paths as Record<string, Record<string, Record<string, unknown>>>;
  const rows = Object.entries(paths)
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
    .sort((a, b) => String(a.op.tags ?? '').localeCompare(String(b.op.tags ?? '')) || a.path.localeCompare(b.path))
    .map(({ path, method, op }) => {
      const flags = [
        op['x-auth'] && op['x-auth'] !== 'none' ? `auth: ${op['x-auth']}` : 'no token',
        op['x-encrypted'] ? 'encrypted' : '',
      ]
        .filter(Boolean)
        .join(' · ');
      return `<details><summary><b class="m ${method}">${method.toUpperCase()}</b> <code>${esc(path)}</code> — ${esc(String(op.summary ?? ''))} <small>${esc(flags)}</small></summary><pre>${esc(JSON.stringify(op, null, 2))}</pre></details>`;
    })
    .join('\n');
  const codec = CODEC_SECTIONS.map(
    ([title, text]) => `<h3>${esc(title)}</h3><p>${esc(text).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>API reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#1b1f2a}pre{background:#f4f5f8;padding:1rem;overflow:auto;font-size:12px}summary{cursor:pointer;padding:.35rem 0}.m{display:inline-block;width:4.2em}.get{color:#0a7d36}.post{color:#9a5b00}.put{color:#2251c9}.delete{color:#b3261e}small{color:#5b6270}</style></head>
<body><h1>API reference</h1><p>${esc(INTRO)}</p><p>Machine-readable: <a href="/docs/json">/docs/json</a> (OpenAPI 3.1).</p><section id="encrypted-calls"><h2>Encrypted calls</h2>${codec}</section><h2>Calls</h2>${rows}</body></html>`;
}

/** GET /docs (HTML) and /docs/json (OpenAPI 3.1), built once on first request. */
export function registerDocs(app: FastifyInstance): void {
  let cached: { json: Record<string, unknown>; html: string } | undefined;
  const get = () => {
    if (!cached) {
      const json = buildOpenApi();
      cached = { json, html: renderHtml(json) };
    }
    return cached;
  };
  app.get('/docs/json', async (_req, reply) => reply.type('application/json; charset=utf-8').send(get().json));
  app.get('/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(get().html));
}
