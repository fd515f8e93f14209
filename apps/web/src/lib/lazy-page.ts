import { CHUNK_TIMEOUT_MS } from '@app/contracts/constants';
import { type ComponentType, lazy } from 'react';
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

/**
 * React.lazy for everything the site loads on first use (pages, dialogs, centres): the module and
 * the rest of the catalogue (only what the first screen says loads before it, i18n/start-areas.ts),
 * so nothing renders before its texts; a failure or a 120 s wait is a ChunkLoadError. The only place
 * React's lazy is called (biome.json restricts it).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(withChunkTimeout(async () => (await Promise.all([load(), catalogueComplete()]))[0]));
}
