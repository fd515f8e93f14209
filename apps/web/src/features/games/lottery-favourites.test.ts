import { afterEach, describe, expect, it } from 'vitest';
import { isLotteryVendor, lotteryFavourites, toggleLotteryFavourite } from './lottery-favourites.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('lottery favourites (LOTTFAV, per username)', () => {
  it('toggles a game in the signed-in player’s own list', () => {
    sessionStorage.setItem('username', 'alice1');
    toggleLotteryFavourite('100200');
    toggleLotteryFavourite('100201');
    toggleLotteryFavourite('100200');
    expect(lotteryFavourites()).toEqual(['100201']);
    sessionStorage.setItem('username', 'bobby2');
    expect(lotteryFavourites()).toEqual([]);
    expect(JSON.parse(localStorage.getItem('LOTTFAV') ?? '{}')).toEqual({ alice1: ['100201'] });
  });

  it('survives a broken stored value', () => {
    localStorage.setItem('LOTTFAV', '{not json');
    sessionStorage.setItem('username', 'alice1');
    expect(lotteryFavourites()).toEqual([]);
  });

  it('knows the lottery vendors', () => {
    expect(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT', 'STF'].map(isLotteryVendor)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
