import type { Language } from '@app/contracts/languages';

/**
 * The text of an item in the wanted language, else the brand's default language, else English, else any.
 * Operators may translate content gradually; a missing translation never hides the item.
 */
export function pickText<T extends { lang: string }>(
  texts: readonly T[],
  lang: Language,
  fallback: Language,
): T | undefined {
  return (
    texts.find((t) => t.lang === lang) ??
    texts.find((t) => t.lang === fallback) ??
    texts.find((t) => t.lang === 'EN') ??
    texts[0]
  );
}

/** Groups rows by a key, keeping their order. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}
