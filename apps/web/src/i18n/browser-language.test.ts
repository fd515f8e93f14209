import { describe, expect, it } from 'vitest';
import { browserLanguage } from './browser-language.ts';
import { initialLanguage } from './i18n.tsx';

describe('the browser language on a first visit', () => {
  it('is the first preferred language that ships, by its primary subtag', () => {
    expect(browserLanguage(['id-ID', 'id', 'en-US', 'en'])).toBe('ID');
    expect(browserLanguage(['de-DE', 'id'])).toBe('ID');
    expect(browserLanguage(['fr', 'ja-JP', 'en'])).toBe('JA');
    expect(browserLanguage(['zh-TW'])).toBe('CN');
    expect(browserLanguage(['zh-Hans-CN'])).toBe('CN');
    expect(browserLanguage(['vi-VN'])).toBe('VI');
    expect(browserLanguage(['th'])).toBe('TH');
    expect(browserLanguage(['fil-PH'])).toBe('TY');
    expect(browserLanguage(['tl'])).toBe('TY');
    expect(browserLanguage(['in'])).toBe('ID');
    expect(browserLanguage(['EN-gb'])).toBe('EN');
  });

  it('is none when nothing ships (Tahitian "ty" is not Tagalog), so the brand default applies', () => {
    expect(browserLanguage(['ty', 'de', 'fr-FR'])).toBeUndefined();
    expect(browserLanguage([])).toBeUndefined();
    expect(browserLanguage(undefined)).toBeUndefined();
    expect(browserLanguage(['', ' '])).toBeUndefined();
  });
});

describe('the starting language', () => {
  it('is a stored choice, else the browser language, else the brand default', () => {
    localStorage.removeItem('language');
    expect(initialLanguage(['id-ID', 'en'])).toBe('ID');
    expect(initialLanguage(['de'])).toBe('EN');
    localStorage.setItem('language', 'VI');
    expect(initialLanguage(['id-ID'])).toBe('VI');
    localStorage.removeItem('language');
  });
});
