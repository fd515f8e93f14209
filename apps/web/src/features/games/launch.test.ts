import { describe, expect, it } from 'vitest';
import { launchDestination } from './launch.ts';
import type { LaunchTarget } from './types.ts';

const game = (over: Partial<LaunchTarget>): LaunchTarget => ({
  nodeId: '1',
  gameCode: 'X_0001',
  vassalage: 'STF',
  gameType: 'RNG',
  isGame: '',
  launchView: 'popup',
  ...over,
});

describe('launch dispatch (SPEC §4)', () => {
  it('sends the lottery vendors to their routes', () => {
    expect(launchDestination(game({ vassalage: 'TCG_LOTTO_VN', gameCode: 'V_1' }), true)).toEqual({
      route: '/vnLottery?gameCode=V_1',
    });
    expect(launchDestination(game({ vassalage: 'TCG_SEA', gameCode: 'S_1' }), true)).toEqual({
      route: '/seaLottery?gameCode=S_1',
    });
    expect(launchDestination(game({ vassalage: 'LOTT', gameCode: 'L_1', defaultPlayType: 'STANDARD' }), true)).toEqual({
      route: '/lottery?gameCode=L_1&vendor=LOTT&playType=STANDARD',
    });
    expect(launchDestination(game({ vassalage: 'ELOTT', gameCode: 'E_1' }), true)).toEqual({
      route: '/lottery?gameCode=E_1&vendor=ELOTT',
    });
  });

  it('opens the sub-game popup for VASSALAGE entries, or the vendor lobby where no popup is mounted', () => {
    expect(launchDestination(game({ isGame: 'VASSALAGE', vassalage: 'KNT', gameType: 'PVP' }), true)).toEqual({
      overlay: 'subGames',
    });
    expect(launchDestination(game({ isGame: 'VASSALAGE', vassalage: 'KNT', gameType: 'PVP' }), false)).toEqual({
      route: '/pvp/vassalage/KNT',
    });
  });

  it('opens popup games in the frame, page games in /game and seamless games in /seamless', () => {
    expect(launchDestination(game({}), true)).toEqual({ overlay: 'frame' });
    expect(launchDestination(game({}), false)).toEqual({ route: '/game?vassalage=STF&gameCode=X_0001' });
    expect(launchDestination(game({ launchView: 'page', vassalage: 'VLV' }), true)).toEqual({
      route: '/game?vassalage=VLV&gameCode=X_0001',
    });
    expect(launchDestination(game({ launchView: 'seamless', vassalage: 'KSB' }), true)).toEqual({
      route: '/seamless?vassalage=KSB&gameCode=X_0001',
    });
    expect(launchDestination(game({ launchView: 'seamless', vassalage: 'FB' }), true)).toEqual({
      route: '/fbsports?gameCode=X_0001',
    });
  });
});
