import { CHUNK_TIMEOUT_MS } from '@app/contracts/constants';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { catalogueComplete } from '../i18n/i18n.tsx';

/** Raised when a page group's script or style does not arrive (SPEC §8: after 120 s). */
export class ChunkLoadError extends Error {
  constructor(readonly reason: 'failed' | 'timeout') {
    super(`ChunkLoadError: ${reason}`);
    this.name = 'ChunkLoadError';
  }
}

/** Wraps a dynamic import so a failure or a 120 s wait becomes a ChunkLoadError. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
      load().then(
        (m) => {
          clearTimeout(timer);
          resolve(m);
        },
        () => {
          clearTimeout(timer);
          reject(new ChunkLoadError('failed'));
        },
      );
    });
}

/** A screen loaded on first use, which can also be asked to start loading before it renders. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound
export type LazyScreen<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts fetching the screen's module (a deep link's page, fetched beside the site's start). */
  preload(): void;
};

/**
 * React.lazy for everything the site loads on first use (pages, dialogs, centres): the module and
 * the rest of the catalogue (only what the first screen says loads before it, i18n/start-areas.ts),
 * so nothing renders before its texts; a failure or a 120 s wait is a ChunkLoadError. The only place
 * React's lazy is called (biome.json restricts it).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyScreen<T> {
  const screen = lazy(withChunkTimeout(async () => (await Promise.all([load(), catalogueComplete()]))[0]));
  // The browser keeps a module once fetched, so the render's own import then finds it at once.
  return Object.assign(screen, { preload: () => void load().catch(() => {}) });
}

/** True when a React element is a screen made by lazyScreen. */
export function isLazyScreen(type: unknown): type is LazyScreen<ComponentType> {
  return typeof (type as { preload?: unknown } | null)?.preload === 'function';
}
