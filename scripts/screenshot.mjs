import { chromium } from '@playwright/test';

const [, , url, out, w = '1440', h = '900', theme] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
if (theme) await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console:', m.text());
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
