import { useGameMenus } from './api/get-game-menus.ts';

/**
 * The prize mode (SPEC §4): electronic-lottery mode when the ELOTT category has the Vietnamese or the
 * standard lottery vendor, otherwise the standard lottery mode.
 */
export function usePrizeMode(): 'Elott' | 'Lott' {
  const { data } = useGameMenus();
  const elott = data?.find((c) => c.gameCategory === 'ELOTT')?.vendors ?? [];
  return elott.some((v) => v.vassalage === 'TCG_LOTTO_VN' || v.vassalage === 'LOTT') ? 'Elott' : 'Lott';
}
