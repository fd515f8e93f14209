import { LANGUAGES } from '@app/contracts/languages';
import { describe, expect, it } from 'vitest';
import { SEED_BANNERS, SEED_HELP, SEED_NOTICES, SEED_TEXTS } from './seed.ts';

describe('demo content texts', () => {
  const en = SEED_TEXTS.EN;
  for (const lang of LANGUAGES) {
    it(`${lang} has every text of English, each a non-empty pair`, () => {
      const texts = SEED_TEXTS[lang];
      for (const part of ['banners', 'notices', 'help'] as const) {
        expect(Object.keys(texts[part]).sort(), `${lang} ${part}`).toEqual(Object.keys(en[part]).sort());
        for (const [key, pair] of Object.entries(texts[part]) as [string, string[]][]) {
          expect(pair, `${lang} ${part}.${key}`).toHaveLength(2);
          for (const s of pair) expect(s.trim(), `${lang} ${part}.${key}`).not.toBe('');
        }
      }
      if (lang !== 'EN') expect(texts.help.about[0]).not.toBe(en.help.about[0]);
    });
  }

  it('uses every text once', () => {
    expect(SEED_BANNERS.map((b) => b.key).sort()).toEqual(Object.keys(en.banners).sort());
    expect(SEED_NOTICES.map((n) => n.key).sort()).toEqual(Object.keys(en.notices).sort());
    expect([...SEED_HELP].sort()).toEqual(Object.keys(en.help).sort());
  });

  it('advertises no feature that does not exist yet, in any language', () => {
    // Bonuses, rebates, VIP, points and agent pay exist now (issues 16, 18, 19); jackpots,
    // tournaments and made-up prize figures still do not.
    const claims =
      /8,888|jackpot|tournament|奖池|锦标赛|ジャックポット|トーナメント|แจ็คพอต|ทัวร์นาเมนต์|giải đấu|turnamen|torneo/i;
    for (const lang of LANGUAGES)
      for (const part of ['banners', 'notices', 'help'] as const)
        for (const [key, pair] of Object.entries(SEED_TEXTS[lang][part]) as [string, string[]][])
          for (const s of pair) expect(s, `${lang} ${part}.${key}`).not.toMatch(claims);
  });
});
