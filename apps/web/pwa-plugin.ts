import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { iconFiles } from './pwa/icon.ts';

/** Files of public/ the shell needs before the app's own code runs. */
const PUBLIC_SHELL = ['/theme-init.js', '/favicon.svg'];

/**
 * The installable app's build output: the icons (drawn by pwa/icon.ts) and dist/sw.js, the service
 * worker of pwa/sw.js with this build's version and the list of files it keeps for offline start
 * (the page, the scripts and styles of its first load, the icons). The version starts with the build time,
 * so the worker can tell the newest caches from older ones. The manifest is answered by the server
 * (apps/server/src/plugins/spa.ts), which knows the brand of each host.
 */
export function pwa(): Plugin {
  return {
    name: 'pwa',
    apply: 'build',
    generateBundle(_options, bundle) {
      const icons = iconFiles();
      for (const f of icons) this.emitFile({ type: 'asset', fileName: f.fileName, source: f.source });
      // The entry and what it imports statically (the first page load needs them all); lazily loaded
      // pages and language files are kept as they are first used.
      const built = new Set<string>();
      const add = (name: string) => {
        const out = bundle[name];
        if (!out || built.has(name)) return;
        built.add(name);
        if (out.type !== 'chunk') return;
        for (const css of out.viteMetadata?.importedCss ?? []) built.add(css);
        for (const i of out.imports) add(i);
      };
      for (const [name, out] of Object.entries(bundle)) if (out.type === 'chunk' && out.isEntry) add(name);
      const files = [...built].sort();
      const shell = ['/', ...PUBLIC_SHELL, ...icons.map((f) => `/${f.fileName}`), ...files.map((f) => `/${f}`)];
      const hash = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const version = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${hash}`;
      const template = readFileSync(path.resolve(import.meta.dirname, 'pwa/sw.js'), 'utf8');
      const source = `const VERSION = ${JSON.stringify(version)};\nconst SHELL = ${JSON.stringify(shell)};\n${template}`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
