/** The staff token lives in session storage only: closing the tab signs out (docs/decisions/1020). */
const TOKEN_KEY = 'bo.token';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const readToken = (): string | null => safe(() => sessionStorage.getItem(TOKEN_KEY), null);
export const writeToken = (token: string): void => safe(() => sessionStorage.setItem(TOKEN_KEY, token), undefined);
export const clearToken = (): void => safe(() => sessionStorage.removeItem(TOKEN_KEY), undefined);

export const readLocal = (key: string): string | null => safe(() => localStorage.getItem(key), null);
export const writeLocal = (key: string, value: string): void => safe(() => localStorage.setItem(key, value), undefined);
