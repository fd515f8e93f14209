/**
 * The wait before attempt `attempts + 1` after `attempts` failed ones: base, 2 x base, 4 x base...
 * up to `maxMs`. No jitter: retries are spread by their own failure times, and tests can predict them.
 */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(baseMs * 2 ** exponent, maxMs);
}
