import { describe, expect, it } from 'vitest';
import { nulFields, withNulFields } from './input-text.ts';

describe('nulFields', () => {
  it('names every value and key holding a NUL, as dotted paths, and nothing else', () => {
    const input = {
      name: 'ok',
      bad: 'a\u0000b',
      list: ['fine', '\u0000'],
      nested: { deeper: { text: 'x\u0000', n: 1, flag: true, none: null } },
      'key\u0000': 'value',
    };
    const named = nulFields(input).map((p) => p.field);
    expect(named.sort()).toEqual(['bad', 'key\u0000', 'list.1', 'nested.deeper.text']);
    expect(nulFields({ a: 'plain', b: [1, 'two', { c: 'three' }] })).toEqual([]);
    expect(nulFields('\u0000')).toEqual([{ field: '', reason: 'must not contain a NUL character' }]);
  });

  it('walks a deeply nested body without running out of stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulFields(deep)).toHaveLength(1);
  });

  it('puts the NUL places first and keeps the schema problems of other fields', () => {
    const nul = [{ field: 'a', reason: 'must not contain a NUL character' }];
    const issues = [
      { field: 'a', reason: 'too long' },
      { field: 'b', reason: 'required' },
    ];
    expect(withNulFields(nul, issues)).toEqual([nul[0], issues[1]]);
  });
});
