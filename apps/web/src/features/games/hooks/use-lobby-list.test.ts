import { describe, expect, it } from 'vitest';
import { type LobbyQuery, listParams } from './use-lobby-list.ts';

const paging = { pageNo: 1, pageSize: 15 };
const browse: LobbyQuery = { listType: 'none', vassalage: 'STF', classify: null, minBet: null, search: '' };

describe('lobby list parameters', () => {
  it('keep to the chosen vendor while browsing', () => {
    expect(listParams('RNG', browse, paging)).toEqual({ gameType: 'RNG', vassalage: 'STF', pageNo: 1, pageSize: 15 });
    expect(listParams('RNG', { ...browse, classify: 'JP', minBet: 0.05 }, paging)).toEqual({
      gameType: 'RNG',
      vassalage: 'STF',
      gameClassify: 'JP',
      minBet: 0.05,
      pageNo: 1,
      pageSize: 15,
    });
  });

  it('search every vendor of the category for a name', () => {
    const p = listParams('LIVE', { ...browse, vassalage: 'VLV', search: 'baccarat' }, { pageNo: 2, pageSize: 15 });
    expect(p).toEqual({ gameType: 'LIVE', gameName: 'baccarat', pageNo: 2, pageSize: 15 });
    expect(p).not.toHaveProperty('vassalage');
  });
});
