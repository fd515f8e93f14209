import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:catalogue/';
const RESOLVED = `\0${PREFIX}`;

/**
 * `virtual:catalogue/<lang>`: one language's whole catalogue (every area file of the web and the
 * shared messages of the contracts) merged into one module at build time, so the first render waits
 * for one small request instead of sixteen, and gzip sees the language as one text.
 */
export function catalogues(dirs: { locales: string; messages: string }): Plugin {
  const filesOf = (lang: string) =>
    [dirs.locales, dirs.messages].flatMap((dir) => {
      const folder = path.join(dir, lang);
      return readdirSync(folder)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => path.join(folder, f));
    });
  return {
    name: 'app-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const lang = id.slice(RESOLVED.length);
      if (!/^[a-z]{2}$/.test(lang)) throw new Error(`no catalogue for ${lang}`);
      const merged: Record<string, string> = {};
      for (const file of filesOf(lang)) {
        this.addWatchFile(file);
        Object.assign(merged, JSON.parse(readFileSync(file, 'utf8')));
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(merged))});`;
    },
  };
}
