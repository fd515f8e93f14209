import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import ExposurePage from './exposure-page.tsx';

const open = (over: Record<string, unknown>) => ({
  id: 1,
  gameCode: 'ELOTT_5D1',
  name: '1-minute 5D',
  drawNo: '20261130-0503',
  closesAt: Date.UTC(2026, 10, 30, 8, 23),
  exposure: 0,
  maxPayoutDraw: null,
  maxPayoutNumber: 5000,
  numbers: [],
  ...over,
});

describe('the exposure page', () => {
  it('heads each open draw with its lottery, not only the draw number', async () => {
    fakeServer({
      'GET /backoffice/api/lottery/exposure': ok({
        list: [
          open({ numbers: [{ numberKey: '12345', amount: 250 }], exposure: 250 }),
          open({ id: 2, gameCode: 'ELOTT_5D3', name: '3-minute 5D', maxPayoutDraw: 100000 }),
        ],
        currency: 'PHP',
      }),
    });
    renderAdmin(<ExposurePage />, { path: '/lottery/exposure' });
    const first = await screen.findByRole('region', { name: '1-minute 5D (ELOTT_5D1) · draw 20261130-0503' });
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/lottery/draw?id=1');
    expect(within(first).getByText(/^Exposure 250\.00 .* · Max payout per draw: No limit$/)).toBeTruthy();
    const second = screen.getByRole('region', { name: '3-minute 5D (ELOTT_5D3) · draw 20261130-0503' });
    expect(within(second).getByText('No ticket yet.')).toBeTruthy();
  });
});
