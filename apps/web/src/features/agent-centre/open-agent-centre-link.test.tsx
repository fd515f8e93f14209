import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAgentCentreLink } from './open-agent-centre.ts';

/** The header's agent button and a menu entry, as links built by useAgentCentreLink. */
function Links() {
  const link = useAgentCentreLink();
  const location = useLocation();
  const background = (location.state as { background?: { pathname: string } } | null)?.background;
  return (
    <>
      <Link {...link()}>{'header'}</Link>
      <Link {...link('myIncome')}>{'income'}</Link>
      <output data-testid="where">{`${location.pathname} over ${background?.pathname ?? 'nothing'}`}</output>
    </>
  );
}

const show = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Links />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('links into the agent centre', () => {
  it('open /agent over the page they are on (the header button), and move inside the centre without a new entry', async () => {
    show('/promotions');
    const user = userEvent.setup();
    expect(screen.getByTestId('where').textContent).toBe('/promotions over nothing');
    expect(screen.getByRole('link', { name: 'header' }).getAttribute('href')).toBe('/agent');
    await user.click(screen.getByRole('link', { name: 'header' }));
    expect(await screen.findByText('/agent over /promotions')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'income' }));
    // Still over /promotions: moving between the centre's pages keeps the page behind it.
    expect(await screen.findByText('/agent/income over /promotions')).toBeTruthy();
  });
});
