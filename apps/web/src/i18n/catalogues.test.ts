import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@app/contracts/languages';
import { describe, expect, it } from 'vitest';

const localesDir = path.resolve(import.meta.dirname, 'locales');
const sharedDir = path.resolve(import.meta.dirname, '../../../../packages/contracts/src/messages');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const langs = LANGUAGES.map((l) => l.toLowerCase());

describe('translation catalogues', () => {
  const areas = readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json'));

  it('ship a folder for every language and nothing else', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...langs].sort());
  });

  for (const lang of langs) {
    it(`${lang}: every area file has exactly the keys of English, each with text`, () => {
      expect(readdirSync(path.join(localesDir, lang)).sort()).toEqual([...areas].sort());
      for (const area of areas) {
        const en = read(path.join(localesDir, 'en', area));
        const other = read(path.join(localesDir, lang, area));
        expect(Object.keys(other).sort(), `${lang}/${area}`).toEqual(Object.keys(en).sort());
        for (const [k, v] of Object.entries(other)) expect(v.trim(), `${lang}/${area}: ${k}`).not.toBe('');
      }
    });

    it(`${lang}: the shared messages have exactly the keys of English, with the same placeholders`, () => {
      const sharedAreas = readdirSync(path.join(sharedDir, 'en'));
      expect(readdirSync(path.join(sharedDir, lang)).sort()).toEqual([...sharedAreas].sort());
      for (const area of sharedAreas) {
        const en = read(path.join(sharedDir, 'en', area));
        const other = read(path.join(sharedDir, lang, area));
        expect(Object.keys(other).sort(), `${lang}/${area}`).toEqual(Object.keys(en).sort());
        for (const [k, v] of Object.entries(en)) {
          const holes = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort();
          expect(holes(other[k] ?? ''), `${lang}/${area}: ${k}`).toEqual(holes(v));
          expect((other[k] ?? '').trim(), `${lang}/${area}: ${k}`).not.toBe('');
        }
      }
    });
  }

  it('never define one key in two places', () => {
    const seen = new Map<string, string>();
    const files = [
      ...areas.map((a) => path.join(localesDir, 'en', a)),
      ...readdirSync(path.join(sharedDir, 'en')).map((a) => path.join(sharedDir, 'en', a)),
    ];
    for (const file of files) {
      for (const key of Object.keys(read(file))) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${file}`).toBeUndefined();
        seen.set(key, file);
      }
    }
  });

  it('keep placeholders of area files identical across languages', () => {
    for (const area of areas) {
      const en = read(path.join(localesDir, 'en', area));
      for (const lang of langs) {
        const other = read(path.join(localesDir, lang, area));
        for (const [k, v] of Object.entries(en)) {
          const holes = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort();
          expect(holes(other[k] ?? ''), `${lang}/${area}: ${k}`).toEqual(holes(v));
        }
      }
    }
  });
});
