import type { TDraw } from '@app/contracts/calls/lottery';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../../test/render.tsx';
import { ResultTable } from './result-table.tsx';

afterEach(cleanup);

const draw = (gameCode: string, groups: { key: string; numbers: string[] }[]): TDraw => ({
  gameCode,
  drawNo: '20261127',
  status: 'settled',
  closesAt: 0,
  drawsAt: 0,
  seedHash: 'h',
  seed: 's',
  result: { groups },
  source: 'house',
  voidReason: '',
});

describe('the result table', () => {
  it('shows a Vietnam result with one row per tier and one column per station', async () => {
    const d = draw('VN_SOUTH', [
      { key: 'A:db', numbers: ['123456'] },
      { key: 'B:db', numbers: ['654321'] },
      { key: 'A:g8', numbers: ['07'] },
      { key: 'B:g8', numbers: ['42'] },
    ]);
    await renderInLanguage(<ResultTable draw={d} stations={{ A: 'Station A', B: 'Station B' }} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Prize', 'Station A', 'Station B']);
    const special = screen.getByRole('row', { name: /Special/ });
    expect(
      within(special)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['123456', '654321']);
    const g8 = screen.getByRole('row', { name: /Prize 8/ });
    expect(
      within(g8)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['07', '42']);
  });

  it('shows a SEA 4D result by prize', async () => {
    const d = draw('SEA_4D', [
      { key: 'first', numbers: ['1234'] },
      { key: 'consolation', numbers: ['0001', '0002'] },
    ]);
    await renderInLanguage(<ResultTable draw={d} />);
    expect(within(screen.getByRole('row', { name: /First/ })).getByRole('cell').textContent).toBe('1234');
    expect(within(screen.getByRole('row', { name: /Consolation/ })).getByRole('cell').textContent).toBe('0001 0002');
  });
});
