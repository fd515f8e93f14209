import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** The fields of a call the browser needs to make it; the zod schemas stay on the server. */
const META_FIELDS = [
  'kind',
  'id',
  'method',
  'path',
  'auth',
  'encrypted',
  'bodyType',
  'open',
  'allowTrial',
  'agentOnly',
];

function isCall(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && (v as { kind?: unknown }).kind === 'call';
}

function isSchema(v: unknown): boolean {
  return typeof v === 'object' && v !== null && '_zod' in v;
}

/**
 * In the browser bundle, `@app/contracts/calls/<area>` becomes a module of plain call descriptions
 * (method, path, flags) built from the real definitions at build time. Schemas and functions are
 * re-exported from the real module, so zod only ships in the chunks of pages that validate with it.
 * Types still come from the real module. See docs/decisions/0002-contract-meta-in-the-browser.md.
 */
export function contractMeta(): Plugin {
  const callsDir = path.resolve(import.meta.dirname, '../../packages/contracts/src/calls');
  const PREFIX = '\0contract-meta:';
  return {
    name: 'contract-meta',
    enforce: 'pre',
    resolveId(source, importer) {
      const m = source.match(/^@app\/contracts\/calls\/([\w-]+)$/);
      if (!m || m[1] === 'index') return null;
      if (importer?.includes(`${path.sep}packages${path.sep}contracts${path.sep}`)) return null;
      return `${PREFIX}${m[1]}`;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = path.join(callsDir, `${id.slice(PREFIX.length)}.ts`);
      this.addWatchFile(file);
      const mod = (await tsImport(`${pathToFileURL(file).href}?v=${Date.now()}`, import.meta.url)) as Record<
        string,
        unknown
      >;
      const real = JSON.stringify(file);
      return Object.entries(mod)
        .map(([name, value]) => {
          if (isCall(value)) {
            const meta = Object.fromEntries(META_FIELDS.map((k) => [k, value[k]]));
            return `export const ${name} = ${JSON.stringify(meta)};`;
          }
          if (isSchema(value) || typeof value === 'function') return `export { ${name} } from ${real};`;
          return `export const ${name} = ${JSON.stringify(value)};`;
        })
        .join('\n');
    },
  };
}
