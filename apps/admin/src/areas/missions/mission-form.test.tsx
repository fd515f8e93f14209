import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import MissionsPage from './missions-page.tsx';

const LIST = 'GET /backoffice/api/missions';
const CREATE = 'POST /backoffice/api/missions';

const ROW = {
  id: 4,
  code: 'daily-deposit',
  cadence: 'daily',
  kind: 'deposit',
  category: '',
  target: 100,
  rewardKind: 'points',
  rewardAmount: 50,
  wageringMultiple: 0,
  titles: { EN: 'Deposit 100 today', CN: '今日存款 100' },
  sort: 1,
  active: true,
  completed: 3,
  claimed: 2,
  updatedAt: 0,
};

async function axeProblems(root: Element) {
  const r = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('mission form', () => {
  it('marks bad fields before sending, shows the server’s refusal, then creates the mission with a reason', async () => {
    let refuse = true;
    const server = fakeServer({
      [LIST]: ok({ missions: [ROW] }),
      [CREATE]: (body) =>
        refuse
          ? fail(409, 'missions.code.taken', 'Another mission or leaderboard of this brand already has this code.')
          : ok({ ...ROW, ...(body as { mission: object }).mission, id: 5 }),
    });
    renderAdmin(<MissionsPage />, { path: '/missions' });
    expect(await screen.findByText('Deposit 100 today')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New mission' }));
    const dialog = await screen.findByRole('dialog', { name: 'New mission' });
    expect(await axeProblems(dialog)).toEqual([]);
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    await userEvent.type(field('Code'), 'Bad Code');
    await userEvent.type(field('Target (money, days or rounds)'), '-5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'spring event');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save mission' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Code');
    expect(alert.textContent).toContain('Target (money, days or rounds)');
    expect(alert.textContent).toContain('Title (English)');
    expect(field('Code').getAttribute('aria-invalid')).toBe('true');
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.clear(field('Code'));
    await userEvent.type(field('Code'), 'weekly-rounds');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'rounds');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Period' }), 'weekly');
    await userEvent.clear(field('Target (money, days or rounds)'));
    await userEvent.type(field('Target (money, days or rounds)'), '50');
    await userEvent.type(field('Reward amount (points or money)'), '200');
    await userEvent.type(field('Title (English)'), 'Play 50 rounds');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save mission' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('already has this code');
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save mission' }));
    await screen.findByRole('heading', { name: 'Missions' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = server.requests.filter((r) => r.method === 'POST').map((r) => r.body);
    expect(sent.at(-1)).toEqual({
      mission: {
        code: 'weekly-rounds',
        cadence: 'weekly',
        kind: 'rounds',
        category: '',
        target: 50,
        rewardKind: 'points',
        rewardAmount: 200,
        wageringMultiple: 0,
        titles: { EN: 'Play 50 rounds' },
        sort: 0,
      },
      reason: 'spring event',
    });
  });
});
