import { PATTERN_IDS, type PatternId } from '@app/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sealed } from './test-helpers.ts';

/** A value each pattern variant of SPEC §5 accepts, and one it refuses. */
const SAMPLES: Record<PatternId, { good: string; bad: string }> = {
  ANY: { good: 'anything goes!', bad: 'x'.repeat(61) },
  LETTER_FIRST_ALNUM: { good: 'Abc123', bad: '1abc' },
  CHINESE_DIGITS: { good: '张三123', bad: 'abc' },
  EMAIL: { good: 'ana@example.com', bad: 'ana@example' },
  LETTERS_OR_DIGITS: { good: 'abc123', bad: 'abc-1' },
  LETTERS_AND_DIGITS: { good: 'abc123', bad: 'abcdef' },
  DIGITS: { good: '12345', bad: '12a45' },
  ALNUM_WITH_UPPER: { good: 'Abc123', bad: 'abc123' },
  LETTERS_SPACES: { good: 'Juan Cruz', bad: 'Juan Cruz1' },
  NO_SPACES: { good: 'a-b_c!', bad: 'a b' },
  CHINESE_PUNCT: { good: '张三，你好', bad: 'abc' },
  DATE: { good: '2000-01-31', bad: '2000/01/31' },
  KOREAN: { good: '김민수', bad: 'kim' },
  THAI: { good: 'สมชาย', bad: 'somchai' },
  THAI_OR_ENGLISH_SPACES: { good: 'สมชาย Lee', bad: 'Lee1' },
  UPPER_SPACES: { good: 'JUAN CRUZ', bad: 'Juan Cruz' },
  LETTERS_DIGITS_SYMBOLS: { good: 'a1!b2@', bad: 'a b' },
  STRONG: { good: 'Aa1!aaaa', bad: 'Aa1aaaaa' },
};

let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function useRule(patternId: PatternId, extra: Record<string, unknown> = {}) {
  const brand = await t.app.brands.byMerchant('demo');
  if (!brand) throw new Error('brand');
  await t.app.brands.updateSettings(brand.id, {
    registerFields: [
      { key: 'payeeName', enabled: true, required: true, minLength: 1, maxLength: 60, patternId, ...extra },
    ],
  });
}

function register(payeeName: string | undefined) {
  n++;
  return sealed(t.app, {
    method: 'PUT',
    url: '/wps/member/register',
    payload: {
      username: `pat${String(n).padStart(4, '0')}x`,
      password: 'Pattern2025x',
      confirmPassword: 'Pattern2025x',
      payeeName,
      ageConfirmed: true,
      termsAccepted: true,
    },
  });
}

describe('register field rules of the brand, every pattern variant of SPEC §5', () => {
  it('covers every pattern id', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...PATTERN_IDS].sort());
  });

  for (const id of PATTERN_IDS) {
    it(`${id}: accepts "${SAMPLES[id].good}" and refuses "${SAMPLES[id].bad.slice(0, 12)}"`, async () => {
      await useRule(id);
      const served = await call(t.app, { method: 'GET', url: '/wps/system/setting/register' });
      expect(
        (served.body.value as { key: string; patternId: string }[]).find((r) => r.key === 'payeeName'),
      ).toMatchObject({ patternId: id, enabled: true, required: true });
      const bad = await register(SAMPLES[id].bad);
      expect(bad.res.statusCode).toBe(400);
      expect((bad.body.value as { fields: unknown[] }).fields).toEqual([
        { field: 'payeeName', reason: `pattern_${id}` },
      ]);
      const good = await register(SAMPLES[id].good);
      expect(good.res.statusCode, JSON.stringify(good.body)).toBe(200);
    });
  }

  it('enforces required, bounds and enabled as the brand sets them', async () => {
    await useRule('DIGITS', { minLength: 4, maxLength: 6 });
    expect(((await register(undefined)).body.value as { fields: unknown[] }).fields).toEqual([
      { field: 'payeeName', reason: 'err_field_required' },
    ]);
    expect((await register('123')).res.statusCode).toBe(400);
    expect((await register('1234567')).res.statusCode).toBe(400);
    expect((await register('1234')).res.statusCode).toBe(200);
    await useRule('DIGITS', { required: false });
    expect((await register(undefined)).res.statusCode).toBe(200);
    await useRule('DIGITS', { enabled: false });
    expect((await register('not digits at all')).res.statusCode).toBe(200);
  });
});
