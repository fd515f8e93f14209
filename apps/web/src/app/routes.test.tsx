import { isValidElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLazyScreen } from '../lib/lazy-page.ts';
import { preloadPageOf, routes } from './routes.tsx';

const flat = (list: typeof routes): typeof routes => list.flatMap((r) => [r, ...flat(r.children ?? [])]);

/** The lazily loaded screen a route path shows. */
function screenOf(path: string) {
  const element = flat(routes).find((r) => r.path === path)?.element;
  if (!isValidElement(element) || !isLazyScreen(element.type)) throw new Error(`${path} shows no lazy page`);
  return element.type;
}

afterEach(() => vi.restoreAllMocks());

describe('preloadPageOf', () => {
  it("starts fetching a typed address's page, and only that one", () => {
    const lobby = vi.spyOn(screenOf('/rng/:type?/:vassalage?'), 'preload').mockImplementation(() => {});
    const promotions = vi.spyOn(screenOf('/promotions'), 'preload').mockImplementation(() => {});
    preloadPageOf('/rng/PG');
    expect(lobby).toHaveBeenCalledTimes(1);
    expect(promotions).not.toHaveBeenCalled();
  });

  it('fetches nothing for the home page (it comes with the site) or an unknown address', () => {
    const lobby = vi.spyOn(screenOf('/rng/:type?/:vassalage?'), 'preload').mockImplementation(() => {});
    preloadPageOf('/');
    preloadPageOf('/no/such/page');
    expect(lobby).not.toHaveBeenCalled();
  });
});
