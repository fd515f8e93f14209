import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, type TestApp } from '../../../test/helpers.ts';
import { lotteryApp } from './test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await lotteryApp());
});
afterAll(() => t.close());

describe('launching a lottery game', () => {
  it("opens the site's own lottery pages (SPEC §4 launch dispatch)", async () => {
    const { token } = await signedInMember(t.app);
    const cases = [
      ['ELOTT', 'ELOTT_5D3', '/lottery?gameCode=ELOTT_5D3&vendor=ELOTT'],
      ['LOTT', 'LOTT_4D', '/lottery?gameCode=LOTT_4D&vendor=LOTT'],
      ['TCG_LOTTO_VN', 'VN_NORTH', '/vnLottery?gameCode=VN_NORTH'],
      ['TCG_SEA', 'SEA_4D', '/seaLottery?gameCode=SEA_4D'],
    ];
    for (const [vassalage, gameCode, path] of cases) {
      const { res, body } = await call(t.app, {
        method: 'GET',
        url: `/wps/game/launchGame?vassalage=${vassalage}&gameCode=${gameCode}`,
        token,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      const url = (body.value as { content: { game_url: string } }).content.game_url;
      expect(url.endsWith(path ?? '-'), url).toBe(true);
    }
  });
});
