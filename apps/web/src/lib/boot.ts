import type { BootConfig } from '@app/contracts/brand';
import { LANGUAGES } from '@app/contracts/languages';

/** Used when the page is served without the server's boot data (the Vite dev server, tests). */
const FALLBACK: BootConfig = {
  merchantCode: 'demo',
  name: 'Nova88',
  defaultLanguage: 'EN',
  defaultTheme: 'dark',
  currency: 'PHP',
  symbol: 'P',
  minorUnits: 2,
  loginedToHomePage: false,
  headerLogin: 'buttons',
};

function readBoot(): BootConfig {
  if (typeof document === 'undefined') return FALLBACK;
  const el = document.getElementById('boot');
  if (!el?.textContent) return FALLBACK;
  try {
    const data = JSON.parse(el.textContent) as Partial<BootConfig>;
    // A light check instead of the zod schema: the server wrote this, and zod stays out of the first load.
    const ok =
      typeof data.merchantCode === 'string' &&
      typeof data.name === 'string' &&
      (LANGUAGES as readonly unknown[]).includes(data.defaultLanguage) &&
      (data.defaultTheme === 'dark' || data.defaultTheme === 'light') &&
      typeof data.symbol === 'string' &&
      typeof data.minorUnits === 'number';
    if (!ok) return FALLBACK;
    return { ...FALLBACK, ...data, headerLogin: data.headerLogin === 'inline' ? 'inline' : 'buttons' };
  } catch {
    return FALLBACK;
  }
}

/** The brand this page belongs to, as the server wrote it into index.html. */
export const boot: BootConfig = readBoot();
