import { describe, expect, it } from 'vitest';
import { ALL_MOD_IDS, buildWhiteLabelTree, isModId, isSwitchOn } from './whitelabel.ts';

describe('white-label tree', () => {
  it('holds every switch of SPEC §1 and one module per area', () => {
    for (const id of [
      'REG_MOBILE',
      'REG_SMS_VERIFY',
      'REG_MOBILE_PASSWORD',
      'REG_USERNAME',
      'LOGIN_FREE_PLAY',
      'LOGIN_FORCE_PASSWORD',
      'LOGIN_PHONE',
      'LOGIN_VERIFY_CODE',
    ]) {
      expect(isModId(id), id).toBe(true);
    }
    const roots = buildWhiteLabelTree(new Map()).map((n) => n.modId);
    expect(roots).toEqual(
      expect.arrayContaining(['REGISTER', 'LOGIN', 'WALLET', 'GAMES', 'CONTENT', 'PROMOTIONS', 'AGENT']),
    );
    expect(new Set(ALL_MOD_IDS).size).toBe(ALL_MOD_IDS.length);
  });

  it('serves "1"/"0" with children and applies overrides', () => {
    const tree = buildWhiteLabelTree(new Map([['LOGIN_FREE_PLAY', false]]));
    const login = tree.find((n) => n.modId === 'LOGIN');
    expect(login?.enabled).toBe('1');
    expect(login?.childrenNodes.find((n) => n.modId === 'LOGIN_FREE_PLAY')?.enabled).toBe('0');
    expect(isSwitchOn(tree, 'LOGIN_FREE_PLAY')).toBe(false);
    expect(isSwitchOn(tree, 'LOGIN_PHONE')).toBe(true);
  });

  it('turns a child off when its parent is off', () => {
    const tree = buildWhiteLabelTree(new Map([['REGISTER', false]]));
    expect(isSwitchOn(tree, 'REG_MOBILE')).toBe(false);
    expect(isSwitchOn(tree, 'REGISTER')).toBe(false);
  });

  it('defaults social sign-in off but its providers on under it', () => {
    const tree = buildWhiteLabelTree(new Map());
    expect(isSwitchOn(tree, 'LOGIN_GOOGLE')).toBe(false);
    expect(isSwitchOn(buildWhiteLabelTree(new Map([['LOGIN_SOCIAL', true]])), 'LOGIN_GOOGLE')).toBe(true);
  });
});
