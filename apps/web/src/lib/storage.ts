/** Session storage keys of SPEC §3. */
export const sessionKeys = {
  token: 'token',
  isAgent: 'isAgent',
  memberLabel: 'memberLabel',
  customerId: 'customerId',
  account: 'account',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  username: 'username',
  cpw: 'cpw',
} as const;

/** Local storage keys of SPEC §3. */
export const localKeys = {
  theme: 'theme',
  language: 'language',
  lottFav: 'LOTTFAV',
} as const;

/** Session values kept at logout (SPEC §4). */
export const KEPT_AT_LOGOUT: readonly string[] = [sessionKeys.merchant, sessionKeys.merchantCode];

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const readSession = (key: string): string | null => safe(() => sessionStorage.getItem(key), null);
export const writeSession = (key: string, value: string): void =>
  safe(() => sessionStorage.setItem(key, value), undefined);
export const removeSession = (key: string): void => safe(() => sessionStorage.removeItem(key), undefined);

/** Clears session storage but keeps the merchant values (logout, SPEC §4). */
export function clearSessionKeepingMerchant(): void {
  safe(() => {
    const kept = KEPT_AT_LOGOUT.map((k) => [k, sessionStorage.getItem(k)] as const);
    sessionStorage.clear();
    for (const [k, v] of kept) if (v !== null) sessionStorage.setItem(k, v);
  }, undefined);
}

export const readLocal = (key: string): string | null => safe(() => localStorage.getItem(key), null);
export const writeLocal = (key: string, value: string): void => safe(() => localStorage.setItem(key, value), undefined);
