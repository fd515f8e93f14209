import { describe, expect, it } from 'vitest';
import { checkField, fieldRule, lengthText, matchesPattern, PATTERNS, type PatternId } from './rules.ts';

const CASES: Record<PatternId, { ok: string[]; bad: string[] }> = {
  ANY: { ok: ['anything at all', '中文 123'], bad: [] },
  LETTER_FIRST_ALNUM: { ok: ['alice99', 'Bob'], bad: ['9alice', 'ali ce', 'al_ice'] },
  CHINESE_DIGITS: { ok: ['张三123', '李四'], bad: ['abc', '张 三'] },
  EMAIL: { ok: ['a.b@example.com', 'x+y@mail.co'], bad: ['a@b', 'no-at.example.com', 'a@b.c'] },
  LETTERS_OR_DIGITS: { ok: ['abc', '123', 'a1'], bad: ['a-1', 'a 1'] },
  LETTERS_AND_DIGITS: { ok: ['abc123', '1a'], bad: ['abcdef', '123456', 'abc 123'] },
  DIGITS: { ok: ['0123456789'], bad: ['12a', '+63'] },
  ALNUM_WITH_UPPER: { ok: ['Abc123', 'ABC'], bad: ['abc123', 'Ab-1'] },
  LETTERS_SPACES: { ok: ['Juan Dela Cruz', 'Ann'], bad: ['Juan  Cruz', ' Ann', 'Ann1'] },
  NO_SPACES: { ok: ['a-b_c.d'], bad: ['a b'] },
  CHINESE_PUNCT: { ok: ['你好，世界！'], bad: ['hello', '你好 世界'] },
  DATE: { ok: ['2026-11-21', '11-21-2026'], bad: ['2026/11/21', '21.11.2026'] },
  KOREAN: { ok: ['홍길동', '김 철수'], bad: ['hong', '홍길동1'] },
  THAI: { ok: ['สมชาย', 'สมชาย ใจดี'], bad: ['somchai', 'สมชาย1'] },
  THAI_OR_ENGLISH_SPACES: { ok: ['สมชาย Jaidee'], bad: ['สมชาย 1'] },
  UPPER_SPACES: { ok: ['JUAN DELA CRUZ'], bad: ['Juan', 'JUAN1'] },
  LETTERS_DIGITS_SYMBOLS: { ok: ['Abc!23#'], bad: ['abc 123', 'ñ'] },
  STRONG: { ok: ['Abcdef1!'], bad: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1'] },
};

describe('pattern variants of SPEC §5', () => {
  for (const id of Object.keys(PATTERNS) as PatternId[]) {
    it(`${id} accepts and refuses what it should`, () => {
      for (const v of CASES[id].ok) expect(matchesPattern(PATTERNS[id], v), `${id} should accept "${v}"`).toBe(true);
      for (const v of CASES[id].bad) expect(matchesPattern(PATTERNS[id], v), `${id} should refuse "${v}"`).toBe(false);
    });
  }

  it('an invalid pattern source refuses instead of throwing', () => {
    expect(matchesPattern('([', 'x')).toBe(false);
  });
});

describe('checkField', () => {
  const username = fieldRule('username', 'LETTER_FIRST_ALNUM', { min: 6, max: 16 });

  it('passes a good value and trims it first', () => {
    expect(checkField(username, '  alice99 ')).toBeNull();
  });

  it('names the pattern hint for a bad or badly sized value', () => {
    expect(checkField(username, '9alice99')).toBe('pattern_LETTER_FIRST_ALNUM');
    expect(checkField(username, 'abc')).toBe('pattern_LETTER_FIRST_ALNUM');
    expect(checkField(username, 'a'.repeat(17))).toBe('pattern_LETTER_FIRST_ALNUM');
  });

  it('requires a required field and skips an optional or disabled one', () => {
    expect(checkField(username, '')).toBe('err_field_required');
    expect(checkField({ ...username, required: false }, '')).toBeNull();
    expect(checkField({ ...username, enabled: false }, '9')).toBeNull();
  });

  it('writes one number when both bounds are equal', () => {
    expect(lengthText(6, 16)).toBe('6-16');
    expect(lengthText(6, 6)).toBe('6');
  });
});
