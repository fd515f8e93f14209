import { CHUNK_TIMEOUT_MS } from '@app/contracts/constants';

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
