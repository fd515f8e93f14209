import { interpolate } from '@app/contracts/interpolate';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueOf } from '../i18n/i18n.tsx';
import { AREAS } from '../pages.ts';
import { renderAdmin } from '../test/render.tsx';
import { ageText } from './age.tsx';
import { dayRangeToInstants } from './date-range.tsx';
import { formatMinor, Money } from './money.tsx';
import { StatusBadge } from './status-badge.tsx';

const en = catalogueOf(AREAS, 'EN');
const cn = catalogueOf(AREAS, 'CN');
const t = (key: string, vars?: Record<string, string | number>) => interpolate(en[key] ?? key, vars);

describe('ui formats', () => {
  it('ages: just now, minutes, hours, days', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const ago = (ms: number) => ageText(t, new Date(now - ms), now);
    expect(ago(20_000)).toBe('just now');
    expect(ago(12 * 60_000)).toBe('12 min ago');
    expect(ago(3 * 3_600_000)).toBe('3 h ago');
    expect(ago(3 * 86_400_000)).toBe('3 d ago');
  });

  it('money in minor units, negative marked', () => {
    expect(formatMinor(123456, 2)).toBe('1,234.56');
    expect(formatMinor(-5, 2)).toBe('-0.05');
    expect(formatMinor(700, 0)).toBe('700');
    renderAdmin(<Money minor={-250} currency="PHP" />);
    const el = screen.getByText('-2.50');
    expect(el.className).toContain('negative');
  });

  it('a day range is [from 00:00, the day after to 00:00) in local time; blanks are no bound', () => {
    const r = dayRangeToInstants({ from: '2026-11-01', to: '2026-11-02' });
    expect(new Date(r.from ?? '').getDate()).toBe(1);
    expect(Date.parse(r.to ?? '') - Date.parse(r.from ?? '')).toBe(2 * 86_400_000);
    expect(dayRangeToInstants({ from: '', to: '' })).toEqual({});
  });

  it('a status badge says the word, not only a colour', () => {
    renderAdmin(<StatusBadge status="locked" />);
    expect(screen.getByText('Locked').className).toContain('tone-bad');
  });

  it('every shell and area string has a Chinese text', () => {
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
    expect(Object.entries(cn).filter(([k, v]) => !v.trim() || (v === en[k] && /[a-z]{4}/i.test(v)))).toEqual([]);
  });
});
