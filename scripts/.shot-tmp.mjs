import { chromium } from '@playwright/test';
const [, , url, out, w = '1440', h = '900', theme = 'dark', action = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
await page.addInitScript((t) => { localStorage.setItem('theme', t); sessionStorage.setItem('popupNoticesSeen','1'); }, theme);
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto(url, { waitUntil: 'networkidle' });
if (action === 'login') { await page.getByRole('button', { name: 'Log in' }).first().click(); await page.waitForTimeout(800); }
if (action === 'register') { await page.getByRole('button', { name: 'Register' }).first().click(); await page.waitForTimeout(1200); }
if (action === 'phonemenu') { await page.getByRole('button', { name: 'Menu' }).click(); await page.waitForTimeout(800); }
await page.screenshot({ path: out });
await browser.close();
