import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen } from '../lib/lazy-page.ts';
import { I18nProvider, loadCatalogue, loadStartCatalogue, useT } from './i18n.tsx';

afterEach(cleanup);

describe('the catalogue in two parts', () => {
  it('loads what the first screen says first, and the whole language as its two parts', async () => {
    const start = await loadStartCatalogue('VI');
    const whole = await loadCatalogue('VI');
    // The frame's texts are in the start part; the member centre's only in the whole.
    expect(start.shell_live_chat).toBe(whole.shell_live_chat);
    expect(start.mc_title).toBeUndefined();
    expect(whole.mc_title).toEqual(expect.any(String));
    expect(Object.keys(whole).length).toBeGreaterThan(Object.keys(start).length);
  });

  it('renders a screen loaded on first use with its texts, though only the start part was given', async () => {
    const start = await loadStartCatalogue('TH');
    function Screen() {
      return <h1>{useT()('mc_title')}</h1>;
    }
    const Lazy = lazyScreen(async () => ({ default: Screen }));
    render(
      <I18nProvider initial={{ lang: 'TH', catalogue: start }}>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </I18nProvider>,
    );
    // The first heading rendered is the translated one: the screen waited for the rest.
    const heading = await screen.findByRole('heading');
    const whole = await loadCatalogue('TH');
    expect(heading.textContent).toBe(whole.mc_title);
  });
});
