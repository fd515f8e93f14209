import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { readServerInfo } from './server-info.ts';

export { expect };

export interface Site {
  /** http://127.0.0.1:<port>: the default (demo) brand. */
  origin: string;
  port: number;
  /** Runs an operator command (`npm run admin -- …`) against the running server; returns its output. */
  admin(...argv: string[]): Promise<string>;
  /** Creates a brand of its own for this test, served at http://<code>.localhost:<port>. */
  newBrand(opts?: { name?: string }): Promise<{ code: string; origin: string }>;
  /** Calls the API as a browser of the given brand would. */
  api(
    pathname: string,
    init?: { method?: string; body?: unknown; merchant?: string; token?: string; lang?: string },
  ): Promise<{ status: number; body: Record<string, unknown> }>;
}

async function admin(port: number, dataDir: string, argv: string[]): Promise<string> {
  const lock = JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')) as { adminSecret: string };
  const res = await fetch(`http://127.0.0.1:${port}/admin/cli`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-secret': lock.adminSecret },
    body: JSON.stringify({ argv }),
  });
  const body = (await res.json()) as { value: { code: number; output: string } };
  if (body.value.code !== 0) throw new Error(`admin ${argv.join(' ')} failed:\n${body.value.output}`);
  return body.value.output;
}

export const test = base.extend<{ site: Site; closeOwnContexts: undefined }>({
  /**
   * Closes the browser contexts a test opened itself (a second person, another address) when it ends,
   * passed or failed. Left open, their pages went on polling and animating for the rest of the
   * worker's run: a failed test's screenshots showed five other tests' pages still alive.
   */
  closeOwnContexts: [
    async ({ browser, context }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const own = browser.contexts().filter((c) => c !== context && !before.has(c));
      await Promise.all(own.map((c) => c.close().catch(() => {})));
    },
    { auto: true },
  ],
  site: async ({ page: _page }, use) => {
    const { port, dataDir } = readServerInfo();
    const origin = `http://127.0.0.1:${port}`;
    const site: Site = {
      origin,
      port,
      admin: (...argv) => admin(port, dataDir, argv),
      async newBrand(opts = {}) {
        const code = `t${randomBytes(5).toString('hex')}`;
        await admin(port, dataDir, [
          'brand',
          'create',
          code,
          '--name',
          opts.name ?? `Brand ${code}`,
          '--domain',
          `${code}.localhost`,
        ]);
        return { code, origin: `http://${code}.localhost:${port}` };
      },
      async api(pathname, init = {}) {
        const res = await fetch(`${origin}${pathname}`, {
          method: init.method ?? 'GET',
          headers: {
            merchant: init.merchant ?? 'demo',
            ...(init.token ? { authorization: init.token } : {}),
            ...(init.lang ? { language: init.lang } : {}),
            ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      },
    };
    await use(site);
  },
});

/** Opens a page with a stored language and theme, as a returning visitor would have them. */
export async function visit(page: Page, url: string, opts: { lang?: string; theme?: 'dark' | 'light' } = {}) {
  await page.addInitScript(
    ([lang, theme]) => {
      if (lang) localStorage.setItem('language', lang);
      if (theme) localStorage.setItem('theme', theme);
    },
    [opts.lang, opts.theme] as const,
  );
  await page.goto(url);
}
