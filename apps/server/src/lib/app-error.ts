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
}
