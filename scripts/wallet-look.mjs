// Development aid: opens the site signed in (a session token in session storage), optionally opens a
// member-centre page, and saves a screenshot.
// node scripts/wallet-look.mjs <origin> <token> <out.png> [page] [width] [theme] [language]
import { chromium } from '@playwright/test';

const [, , origin, token, out, mcPage = '', w = '1440', theme = 'dark', lang = 'EN'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: +w, height: 900 } });
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console:', m.text());
});
await page.addInitScript(
  ([tk, th, lg]) => {
    sessionStorage.setItem('token', tk);
    localStorage.setItem('theme', th);
    localStorage.setItem('language', lg);
  },
  [token, theme, lang],
);
// The balance stream stays open, so the page never goes network-idle: wait for load and a moment.
await page.goto(origin, { waitUntil: 'load' });
await page.waitForTimeout(2000);
if (mcPage) {
  await page.evaluate((p) => window.dispatchEvent(new CustomEvent('member-centre:open', { detail: p })), mcPage);
  await page.waitForTimeout(1500);
}
await page.screenshot({ path: out, fullPage: !mcPage });
await browser.close();
