// Architecture rules the linter cannot express:
// 1. A web feature imports another feature only through its public face: features/<name>/index.ts
//    (what it offers other features), its api/ folder (one hook per call) and its top-level *-page.tsx
//    files (pages, loaded lazily by the member centre). Shared building blocks live in src/ui/
//    (components) and src/lib/ (plain code), which never import a feature.
// 2. In packages/contracts only calls/*.ts, brand.ts and tests import zod, so the browser's first load
//    carries no zod (see docs/decisions/0002-contract-meta-in-the-browser.md).
// 3. The server's source has no import cycles (type-only imports included): a newcomer can read a
//    module's dependencies downwards, and start-up order never depends on which file loads first.
// 4. One way to write SQL on the server and in its tests (docs/conventions.md, "SQL"): Drizzle's query
//    builder, or a Drizzle sql`...` template run through rowsOf (src/db/rows.ts; sqlRows in test/sql.ts
//    for tests). Raw statement strings (Database.query/.exec, a pool's or client's query, execute(),
//    sql.raw) are allowed only inside apps/server/src/db/.
// 5. The back office (apps/admin) is its own bundle: it imports nothing from apps/web (decision 1020).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const problems = [];

function files(dir, re) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...files(full, re));
    else if (re.test(name)) out.push(full);
  }
  return out;
}

const importRe = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const featuresDir = path.join(root, 'apps/web/src/features');
for (const file of files(featuresDir, /\.(ts|tsx)$/)) {
  const own = path.relative(featuresDir, file).split(path.sep)[0];
  for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
    const spec = m[1] ?? m[2];
    if (!spec?.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec);
    const rel = path.relative(featuresDir, target);
    if (rel.startsWith('..')) continue;
    const [feature, ...rest] = rel.split(path.sep);
    if (feature === own) continue;
    const isPublic =
      (rest.length === 1 && (rest[0] === 'index.ts' || /-page\.tsx$/.test(rest[0]))) ||
      (rest.length === 2 && rest[0] === 'api');
    if (!isPublic) {
      problems.push(
        `${path.relative(root, file)} reaches into features/${rel}; use features/${feature}/index.ts (export it there) or move a shared piece to src/ui or src/lib`,
      );
    }
  }
}

for (const dir of ['apps/web/src/ui', 'apps/web/src/lib']) {
  for (const file of files(path.join(root, dir), /\.(ts|tsx)$/)) {
    for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
      const spec = m[1] ?? m[2];
      if (!spec?.startsWith('.')) continue;
      const target = path.relative(featuresDir, path.resolve(path.dirname(file), spec));
      if (!target.startsWith('..')) {
        problems.push(`${path.relative(root, file)} imports features/${target}; ${dir} is below the features`);
      }
    }
  }
}

const adminDir = path.join(root, 'apps/admin/src');
if (existsSync(adminDir)) {
  const webDir = path.join(root, 'apps/web');
  for (const file of files(adminDir, /\.(ts|tsx)$/)) {
    for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
      const spec = m[1] ?? m[2];
      if (!spec) continue;
      const target = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : '';
      if (spec.startsWith('@app/web') || (target && !path.relative(webDir, target).startsWith('..'))) {
        problems.push(
          `${path.relative(root, file)} imports ${spec}; the back office has its own bundle (decision 1020)`,
        );
      }
    }
  }
}

const contractsDir = path.join(root, 'packages/contracts/src');
for (const file of files(contractsDir, /\.ts$/)) {
  const rel = path.relative(contractsDir, file);
  const allowed = rel.startsWith(`calls${path.sep}`) || rel === 'brand.ts' || rel.endsWith('.test.ts');
  if (!allowed && /^import\s+(?!type\b)[^;]*from\s+['"]zod['"]/m.test(readFileSync(file, 'utf8'))) {
    problems.push(
      `packages/contracts/src/${rel} imports zod; keep schemas in calls/ so the browser bundle stays small`,
    );
  }
}

/** Strongly connected groups of more than one file in the import graph of `dir` (Tarjan). */
function importCycles(dir) {
  const graph = new Map();
  for (const file of files(dir, /\.tsx?$/)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const to = [];
    for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
      const spec = m[1] ?? m[2];
      if (!spec?.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      if (existsSync(target)) to.push(target);
    }
    graph.set(file, to);
  }
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}

for (const group of importCycles(path.join(root, 'apps/server/src'))) {
  problems.push(`import cycle: ${group.map((f) => path.relative(root, f)).join(' <-> ')}`);
}

const serverDir = path.join(root, 'apps/server');
const rawSqlAllowed = path.join(serverDir, 'src/db') + path.sep;
const rawSqlPatterns = [
  [/\.\s*query\s*[<(]/g, 'a .query(...) call (Database.query, pool.query, client.query)'],
  [/\.\s*exec\s*\(\s*[`'"]/g, 'an .exec() of a statement string'],
  [/\b(?:database|pool|pglite|client)\s*\??\.\s*exec\s*\(/g, 'Database.exec'],
  [/\.\s*execute\s*\(/g, '.execute() outside rowsOf'],
  [/\bsql\s*\.\s*raw\s*\(/g, 'sql.raw (names go in with sql.identifier, values as template values)'],
  [/\[\s*[`'"](?:query|exec|execute)[`'"]\s*\]/g, 'a raw query method reached by name'],
  [
    /\{[^{}]*\b(?:query|exec)\b[^{}]*\}\s*=\s*[\w.?]*\b(?:database|pool)\b/g,
    'a raw query method taken off the database',
  ],
];
for (const file of [
  ...files(path.join(serverDir, 'src'), /\.[cm]?[jt]sx?$/),
  ...files(path.join(serverDir, 'test'), /\.[cm]?[jt]sx?$/),
]) {
  if (file.startsWith(rawSqlAllowed)) continue;
  const rel = path.relative(serverDir, file).split(path.sep).join('/');
  // Comment lines are blanked (kept as empty lines, so line numbers hold); code is read as written.
  const text = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => (/^\s*(\/\/|\/\*|\*)/.test(line) ? '' : line))
    .join('\n');
  for (const [re, what] of rawSqlPatterns) {
    for (const m of text.matchAll(re)) {
      const line = text.slice(0, m.index).split('\n').length;
      problems.push(
        `apps/server/${rel}:${line}: raw SQL (${what}); use the query builder, or sql\`...\` through rowsOf ` +
          '(src/db/rows.ts) or sqlRows (test/sql.ts). Raw strings only in apps/server/src/db/ (docs/conventions.md, "SQL")',
      );
    }
  }
}

if (problems.length) {
  process.stderr.write(`Boundary check failed:\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
  process.exit(1);
}
process.stdout.write('Boundaries ok\n');
