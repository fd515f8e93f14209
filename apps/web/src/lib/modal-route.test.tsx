import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalRouteOutlet, useBehindModal } from './modal-route.tsx';

// The page kept behind a modal route's overlay knows it is behind one (it may leave heavy parts
// until the overlay closes); the same page shown on its own does not.

const isModalPath = (pathname: string) => pathname.startsWith('/member');

function Page() {
  const { pathname } = useLocation();
  return <p>{`${pathname} ${useBehindModal() ? 'behind' : 'shown'}`}</p>;
}

function show(path: string, overlay: boolean) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<ModalRouteOutlet isModalPath={isModalPath} overlay={overlay} />}>
          <Route path="/" element={<Page />} />
          {/* As in the app: a modal route's own address shows the home page, or on phones the centre. */}
          <Route path="/member/*" element={overlay ? <Page /> : <p>member page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('ModalRouteOutlet', () => {
  it('renders the home page behind a modal route opened by its address, and says so', () => {
    show('/member/bonuses', true);
    expect(screen.getByText('/ behind')).toBeTruthy();
  });

  it('renders a page on its own as shown', () => {
    show('/', true);
    expect(screen.getByText('/ shown')).toBeTruthy();
  });

  it('on phones leaves the modal route a page of its own', () => {
    show('/member/bonuses', false);
    expect(screen.getByText('member page')).toBeTruthy();
  });
});
