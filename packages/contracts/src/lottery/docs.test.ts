import { describe, expect, it } from 'vitest';
import { LOTTERIES } from './games.ts';
import { publishedRtp } from './rules.ts';
import { repoText } from './test-kit.ts';
import type { PlayTypeDef } from './types.ts';

/** The odds as the document writes them: units per winning unit, per key where the play has keys. */
const oddsText = (odds: PlayTypeDef['odds']) =>
  typeof odds === 'number'
    ? String(odds / 10_000)
    : Object.entries(odds)
        .map(([k, v]) => `${k}: ${v / 10_000}`)
        .join(', ');

/** 5D3 and 5D5 share 5D1's plays, the central region the south's (games.test.ts). */
const SHARED = ['ELOTT_5D3', 'ELOTT_5D5', 'VN_CENTRAL'];

describe('docs/lottery-rules.md', () => {
  it('publishes the odds and RTP the code has', async () => {
    const doc = await repoText('docs/lottery-rules.md');
    const table = doc.slice(doc.indexOf('<!-- rtp-table -->'), doc.indexOf('<!-- /rtp-table -->'));
    const rows = table
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| Lottery') && !l.startsWith('| ---'));
    const expected = LOTTERIES.filter((def) => !SHARED.includes(def.gameCode)).flatMap((def) =>
      def.playTypes.map(
        (p) =>
          `| ${def.gameCode} | \`${p.code}\` | ${p.tab} | ${oddsText(p.odds)} | ${(publishedRtp(def, p) / 100).toFixed(2)}% |`,
      ),
    );
    expect(rows).toEqual(expected);
  });

  it('names every Vietnam station the code has', async () => {
    const doc = await repoText('docs/lottery-rules.md');
    for (const def of LOTTERIES) {
      for (const s of def.stations ?? []) expect(doc, s.code).toContain(`${s.name} \`${s.code}\``);
    }
  });
});
