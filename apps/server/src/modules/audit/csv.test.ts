import { describe, expect, it } from 'vitest';
import { canonicalJson, jsonSafe } from './canonical.ts';
import { csvCell, csvFile, csvRecord } from './csv.ts';

describe('CSV cells (RFC 4180, spreadsheet-safe)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tleading tab', "'\tleading tab"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j -> %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers as they are, null as empty, dates as ISO, objects as JSON', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-26T10:00:00.000Z');
    expect(csvCell({ status: 'paid', note: 'a,b' })).toBe('"{""status"":""paid"",""note"":""a,b""}"');
  });

  it('ends every record with CRLF, the header first', () => {
    expect(
      csvFile(
        ['id', 'reason'],
        [
          [1, 'x, y'],
          [2, '=1'],
        ],
      ),
    ).toBe('id,reason\r\n1,"x, y"\r\n2,\'=1\r\n');
    expect(csvRecord(['a', null, 3])).toBe('a,,3');
  });
});

describe('canonical JSON', () => {
  it('is one text for one value, whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('makes values JSON-safe as jsonb gives them back', () => {
    expect(
      jsonSafe({
        at: new Date('2026-01-01T00:00:00Z'),
        n: 10n,
        gone: undefined,
        s: 'a\u0000b',
        inf: Number.POSITIVE_INFINITY,
      }),
    ).toEqual({ at: '2026-01-01T00:00:00.000Z', n: 10, s: 'a\uFFFDb', inf: null });
  });
});
