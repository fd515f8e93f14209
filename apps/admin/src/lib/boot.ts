import type { BootConfig } from '@app/contracts/brand';

/** Used when the page is served without the server's boot data (the Vite dev server, tests). */
const FALLBACK: Pick<BootConfig, 'merchantCode' | 'name' | 'symbol' | 'minorUnits' | 'currency'> = {
  merchantCode: 'demo',
  name: 'Nova88',
  currency: 'PHP',
  symbol: 'P',
  minorUnits: 2,
};

export type AdminBoot = typeof FALLBACK;

function readBoot(): AdminBoot {
  if (typeof document === 'undefined') return FALLBACK;
  const el = document.getElementById('boot');
  if (!el?.textContent) return FALLBACK;
  try {
    const data = JSON.parse(el.textContent) as Partial<BootConfig>;
    if (typeof data.merchantCode !== 'string' || typeof data.name !== 'string') return FALLBACK;
    return {
      merchantCode: data.merchantCode,
      name: data.name,
      currency: typeof data.currency === 'string' ? data.currency : FALLBACK.currency,
      symbol: typeof data.symbol === 'string' ? data.symbol : FALLBACK.symbol,
      minorUnits: typeof data.minorUnits === 'number' ? data.minorUnits : FALLBACK.minorUnits,
    };
  } catch {
    return FALLBACK;
  }
}

/**
 * The brand of this host, as the server wrote it into index.html (the same boot data as the player
 * site). Its merchant code goes in the Merchant header of every call, as apps/web sends it.
 */
export const boot: AdminBoot = readBoot();
