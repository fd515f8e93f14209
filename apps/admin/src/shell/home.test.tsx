import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cn, en } from '../i18n/core-messages.ts';
import { AREAS } from '../pages.ts';
import { navGroups, pagesFor } from '../registry.ts';
import { renderAdmin } from '../test/render.tsx';
import { Home } from './home.tsx';

describe('home', () => {
  it("lists the sections the role can use, with what each is for; another role's are absent", () => {
    renderAdmin(<Home pages={pagesFor(AREAS, 'risk')} />, { me: { role: 'risk' } });
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: 'Audit log' })).toBeTruthy();
    expect(within(list).getByText(/export it as CSV/)).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'My account' })).toBeTruthy();
    expect(within(list).queryByRole('link', { name: 'Staff accounts' })).toBeNull();
  });

  it('gives a finance role no staff or audit pages', () => {
    const paths = pagesFor(AREAS, 'finance').map((p) => p.path);
    expect(paths).toContain('/me');
    expect(paths).not.toContain('/staff');
    expect(paths).not.toContain('/audit');
  });

  it('groups the navigation by area, each group under a heading named in both languages', () => {
    const groups = navGroups(pagesFor(AREAS, 'owner'));
    expect(groups.map((g) => g.area)).toEqual(AREAS.map((a) => a.id));
    for (const g of groups) {
      expect(en).toHaveProperty(`app.area.${g.area}`);
      expect(cn).toHaveProperty(`app.area.${g.area}`);
    }
    const finance = navGroups(pagesFor(AREAS, 'finance')).flatMap((g) => g.pages.map((p) => p.path));
    expect(finance).toContain('/money/deposits');
    expect(finance).not.toContain('/staff');
  });
});
