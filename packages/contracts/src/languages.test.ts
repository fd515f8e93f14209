import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors.ts';
import { LANGUAGES, parseLanguage, SWITCHER_LANGUAGES } from './languages.ts';
import { errorMessage, MESSAGES } from './messages.ts';

describe('languages', () => {
  it('reads codes in any case, aliases, and falls back for anything else', () => {
    expect(parseLanguage('ja')).toBe('JA');
    expect(parseLanguage('zh-CN')).toBe('CN');
    expect(parseLanguage('fil')).toBe('TY');
    expect(parseLanguage('xx', 'VI')).toBe('VI');
    expect(parseLanguage(undefined)).toBe('EN');
    expect(parseLanguage('   ')).toBe('EN');
  });

  it('offers every shipped language: the switcher languages of SPEC §9 in order, then ID', () => {
    expect(SWITCHER_LANGUAGES).toEqual(['CN', 'EN', 'VI', 'JA', 'TH', 'TY', 'ID']);
    expect([...SWITCHER_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });
});

describe('error catalogue', () => {
  it('has a message for every code in every language', () => {
    for (const lang of LANGUAGES) {
      for (const code of Object.keys(ERRORS) as (keyof typeof ERRORS)[]) {
        const text = errorMessage(code, lang);
        expect(typeof text, `${lang} ${code}`).toBe('string');
        expect(text.length, `${lang} ${code}`).toBeGreaterThan(3);
      }
    }
  });

  it('uses statuses that fit the failure', () => {
    for (const { status } of Object.values(ERRORS))
      expect([400, 401, 403, 404, 405, 409, 413, 415, 429, 500, 503]).toContain(status);
    expect(ERRORS['function.not.available'].status).toBe(400);
    expect(ERRORS.TOO_MANY_REQUESTS.status).toBe(429);
  });

  it('translates, not copies, the English messages', () => {
    const en = MESSAGES.EN;
    for (const lang of LANGUAGES.filter((l) => l !== 'EN')) {
      const same = Object.entries(MESSAGES[lang]).filter(([k, v]) => v === en[k as keyof typeof en] && v.length > 12);
      expect(same, lang).toEqual([]);
    }
  });
});
