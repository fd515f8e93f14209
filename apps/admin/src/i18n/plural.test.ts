import { describe, expect, it } from 'vitest';
import { pluralText } from './i18n.tsx';

describe('counted texts', () => {
  const catalogue = { 'x.one': '{n} agent', 'x.other': '{n} agents', 'y.other': '{n} 个' };

  it('picks the form for the number by the language plural rules', () => {
    expect(pluralText(catalogue, 'EN', 'x', { n: 1 })).toBe('{n} agent');
    expect(pluralText(catalogue, 'EN', 'x', { n: 0 })).toBe('{n} agents');
    expect(pluralText(catalogue, 'EN', 'x', { n: 2 })).toBe('{n} agents');
    expect(pluralText(catalogue, 'CN', 'y', { n: 1 })).toBe('{n} 个');
  });

  it('is nothing without a number or without the forms', () => {
    expect(pluralText(catalogue, 'EN', 'x')).toBeUndefined();
    expect(pluralText(catalogue, 'EN', 'z', { n: 1 })).toBeUndefined();
  });
});
