import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { START_AREAS } from './start-areas.ts';

const web = path.resolve(import.meta.dirname, '..');
const contracts = path.resolve(import.meta.dirname, '../../../../packages/contracts/src');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/** Every English key with the area file it is in, and whether that file loads before the first render. */
function keyAreas(): Map<string, { area: string; start: boolean }> {
  const out = new Map<string, { area: string; start: boolean }>();
  const dirs = [
    [path.join(web, 'i18n/locales/en'), START_AREAS.web, 'web'],
    [path.join(contracts, 'messages/en'), START_AREAS.shared, 'shared'],
  ] as const;
  for (const [dir, start, kind] of dirs) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const area = file.slice(0, -5);
      for (const key of Object.keys(read(path.join(dir, file)))) {
        out.set(key, { area: `${kind}/${area}`, start: (start as readonly string[]).includes(area) });
      }
    }
  }
  return out;
}

/** A module's own file for an import specifier, or undefined for packages, styles and virtual modules. */
function resolve(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@app/contracts/')) base = path.join(contracts, spec.slice('@app/contracts/'.length));
  else return undefined;
  if (/\.(css|svg|png|json)$/.test(base)) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  throw new Error(`cannot resolve ${spec} from ${from}`);
}

/** The modules the entry loads before its first render: static imports from main.tsx, type-only ones left out. */
function entryModules(): string[] {
  const seen = new Set<string>();
  const todo = [path.join(web, 'main.tsx')];
  const importRe = /^\s*(import|export)\s+(type\s)?[^'";]*?(?:from\s*)?['"]([^'"]+)['"]/gm;
  while (todo.length) {
    const file = todo.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
      if (m[2] || !m[3]) continue;
      const target = resolve(file, m[3]);
      if (target) todo.push(target);
    }
  }
  return [...seen];
}

describe('the catalogue part loaded before the first render (start-areas.ts)', () => {
  const areas = keyAreas();
  const modules = entryModules();

  it('finds the entry and the home page among the modules it checks', () => {
    const rel = modules.map((f) => path.relative(web, f));
    expect(rel).toContain('app/app.tsx');
    expect(rel).toContain('pages/index/home-page.tsx');
    expect(rel).toContain('features/shell/components/site-header.tsx');
    // Lazily loaded screens are not part of it.
    expect(rel).not.toContain('features/member-centre/member-centre.tsx');
  });

  it('holds every key the entry modules name', () => {
    const outside: string[] = [];
    for (const file of modules) {
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(/['"`]([A-Za-z][A-Za-z0-9_.]*)['"`]/g)) {
        const found = m[1] ? areas.get(m[1]) : undefined;
        if (found && !found.start) outside.push(`${m[1]} (${found.area}) in ${path.relative(web, file)}`);
      }
    }
    expect(outside, 'add the area to START_AREAS or load the module lazily (lazyScreen)').toEqual([]);
  });

  it('has entry modules build no key from pieces (a template in t()), which this check could not see', () => {
    const built = modules.filter((file) => /\bt\(\s*`[^`]*\$\{/.test(readFileSync(file, 'utf8')));
    expect(built.map((f) => path.relative(web, f))).toEqual([]);
  });
});
