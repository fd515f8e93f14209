import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-link.ts';

describe('bannerTarget', () => {
  it('follows each linkage type', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkageValue: '/promotions' })).toEqual({
      kind: 'route',
      to: '/promotions',
    });
    expect(bannerTarget({ linkageType: 'URL', linkageValue: 'https://example.com/a' })).toEqual({
      kind: 'url',
      href: 'https://example.com/a',
    });
    expect(bannerTarget({ linkageType: 'PROMO', linkageValue: 'weekly 1' })).toEqual({
      kind: 'route',
      to: '/promoDetail?id=weekly%201',
    });
    expect(bannerTarget({ linkageType: 'LOBBY', linkageValue: 'RNG' })).toEqual({ kind: 'route', to: '/rng' });
    expect(bannerTarget({ linkageType: 'LOBBY', linkageValue: 'LIVE:EVO' })).toEqual({
      kind: 'route',
      to: '/live/vassalage/EVO',
    });
    expect(bannerTarget({ linkageType: 'LOBBY', linkageValue: 'SPORTS:SABA' })).toEqual({
      kind: 'route',
      to: '/sports/vassalage/SABA',
    });
  });

  it('makes nothing of banners without a usable target', () => {
    expect(bannerTarget({ linkageType: '', linkageValue: '' })).toBeNull();
    expect(bannerTarget({ linkageType: 'ROUTE', linkageValue: '//evil.test' })).toBeNull();
    expect(bannerTarget({ linkageType: 'URL', linkageValue: 'javascript:alert(1)' })).toBeNull();
    expect(bannerTarget({ linkageType: 'LOBBY', linkageValue: 'MOON' })).toBeNull();
  });
});
