import type { ErrorCode } from '@app/contracts/errors';

/** A failure the client is told about: a catalogue code, optional details and extra headers. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly value?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }

  /** A refusal the client may retry after `seconds`: `value.retryAfter` and the Retry-After header agree. */
  static retryLater(code: ErrorCode, seconds: number, value: Record<string, unknown> = {}): AppError {
    return new AppError(code, { retryAfter: seconds, ...value }, { 'retry-after': String(seconds) });
  }
}
