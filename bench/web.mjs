// npm run bench:web — what the browser downloads before each page group is interactive, and a
// Lighthouse performance score of the home page on a mobile profile (the local Chromium, no network).
// Prints figures and ratios against the budget; never fails on them (benchmarks are not tests).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const dist = path.join(web, 'dist');
const BUDGET_KB = 150;
const SCORE_GOAL = 90;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GROUPS = [
  'index',
  'byIframe',
  'download',
  'egame',
  'fbSports',
  'game',
  'joinus',
  'live',
  'lottery',
  'pointMall',
  'promo',
  'promoDetail',
  'seamless',
];

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

// 1. Build the web app with a manifest of its chunks, then the server that serves it.
run('npx', ['vite', 'build', '--manifest'], web);
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
run('npm', ['run', 'build', '-w', '@app/server'], root);

const gz = new Map();
const gzipKb = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000);
  return gz.get(file);
};

/** Every chunk a manifest entry needs before it runs: itself and its static imports, transitively. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) continue;
    seen.add(key);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}
const kbOf = (keys) =>
  [...keys].reduce((n, k) => n + (manifest[k]?.file.endsWith('.js') ? gzipKb(manifest[k].file) : 0), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure([entryKey]);
// The app loads one language's catalogues before its first render (English here).
const catalogue = closure(Object.keys(manifest).filter((k) => /locales\/en\/|messages\/en\//.test(k)));
const base = new Set([...entry, ...catalogue]);

console.log('\nJavaScript sent before a page of each group is interactive (gzip kB)');
console.log('group         page chunks   total   of budget');
const rows = [];
for (const group of GROUPS) {
  const pages = Object.keys(manifest).filter((k) => k.startsWith(`src/pages/${group}/`));
  if (pages.length === 0) continue;
  const own = new Set([...closure(pages)].filter((k) => !base.has(k)));
  const total = kbOf(base) + kbOf(own);
  rows.push({ group, own: kbOf(own), total });
  console.log(
    `${group.padEnd(13)} ${kbOf(own).toFixed(1).padStart(11)} ${total.toFixed(1).padStart(7)} ${((100 * total) / BUDGET_KB).toFixed(0).padStart(9)}%`,
  );
}
console.log(`(entry ${kbOf(entry).toFixed(1)} kB + English catalogue ${kbOf(catalogue).toFixed(1)} kB in every total)`);

// 2. Lighthouse on the home page, mobile profile, against the built server on a fresh database.
const port = await new Promise((resolve, reject) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const a = s.address();
    s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
  });
  s.on('error', reject);
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
    REDIS_URL: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('server did not start in 120 s')), 120_000);
  let out = '';
  server.stdout.on('data', (d) => {
    out += d;
    if (out.includes('Site ready')) {
      clearTimeout(timer);
      resolve();
    }
  });
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const results = [];
try {
  const url = `http://localhost:${port}/`;
  await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' }); // warm-up
  for (let i = 0; i < RUNS; i++) {
    const r = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const a = r.lhr.audits;
    const scripts = a['resource-summary']?.details?.items?.find((x) => x.resourceType === 'script');
    results.push({
      score: Math.round((r.lhr.categories.performance.score ?? 0) * 100),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      si: a['speed-index'].numericValue,
      jsKb: (scripts?.transferSize ?? 0) / 1000,
    });
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

const sorted = [...results].sort((a, b) => a.score - b.score);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(
  `\nLighthouse ${lighthouse.version ?? '12'} performance, home page, mobile profile (simulated slow 4G, 4x CPU), ${RUNS} runs`,
);
for (const [i, r] of results.entries()) {
  console.log(
    `  run ${i + 1}: score ${r.score}  FCP ${(r.fcp / 1000).toFixed(2)} s  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${r.tbt.toFixed(0)} ms  CLS ${r.cls.toFixed(3)}  SI ${(r.si / 1000).toFixed(2)} s  scripts ${r.jsKb.toFixed(1)} kB`,
  );
}
const home = rows.find((r) => r.group === 'index');
console.log('\nSummary');
console.log(
  `  home page initial JS: ${home?.total.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB, ${((100 * (home?.total ?? 0)) / BUDGET_KB).toFixed(0)}% of it)`,
);
console.log(
  `  Lighthouse performance (median): ${median?.score} (goal ${SCORE_GOAL}, ratio ${((median?.score ?? 0) / SCORE_GOAL).toFixed(2)})`,
);
