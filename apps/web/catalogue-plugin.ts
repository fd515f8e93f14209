import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:catalogue/';
const RESOLVED = `\0${PREFIX}`;

/** Which area files go in the part loaded before the first render (src/i18n/start-areas.ts). */
export interface StartAreas {
  web: readonly string[];
  shared: readonly string[];
}

/**
 * `virtual:catalogue/<lang>/start` and `virtual:catalogue/<lang>/rest`: one language's catalogue
 * (the area files of the web and the shared messages of the contracts) merged at build time into two
 * modules: the areas the first screen needs, and the rest, so the first render waits for one small
 * request and gzip sees each part as one text.
 */
export function catalogues(dirs: { locales: string; messages: string; start: StartAreas }): Plugin {
  const filesOf = (lang: string, part: 'start' | 'rest') =>
    (
      [
        [dirs.locales, dirs.start.web],
        [dirs.messages, dirs.start.shared],
      ] as const
    ).flatMap(([dir, start]) => {
      const folder = path.join(dir, lang);
      return readdirSync(folder)
        .filter((f) => f.endsWith('.json') && start.includes(f.slice(0, -5)) === (part === 'start'))
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
      const m = /^([a-z]{2})\/(start|rest)$/.exec(id.slice(RESOLVED.length));
      if (!m?.[1] || !m[2]) throw new Error(`no catalogue ${id.slice(RESOLVED.length)}`);
      const merged: Record<string, string> = {};
      for (const file of filesOf(m[1], m[2] as 'start' | 'rest')) {
        this.addWatchFile(file);
        Object.assign(merged, JSON.parse(readFileSync(file, 'utf8')));
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(merged))});`;
    },
  };
}
