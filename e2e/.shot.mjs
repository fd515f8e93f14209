import { chromium } from '@playwright/test';

const [, , url, out, w, h, theme, hover] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
await page.addInitScript((t) => {
  localStorage.setItem('theme', t);
  sessionStorage.setItem('popupNoticesSeen', '1');
}, theme);
await page.goto(url, { waitUntil: 'networkidle' });
if (hover) {
  await page.getByRole('link', { name: hover, exact: true }).first().hover();
  await page.waitForTimeout(400);
}
await page.screenshot({ path: out });
await browser.close();
