/**
 * Tries in a window, counted before they are checked (docs/decisions/0203): a try is held while it is
 * being checked and then settled as a failure or not. A new try is held only while the tries held
 * plus the failures stay below the limit, decided in one atomic step of the shared store (a Redis
 * script, or one synchronous step in memory), so a burst of any size gets exactly `limit` checks.
 * A try that passes, or was refused before its check, gives back only its own hold: failures stay
 * until the window ends, so a success cannot reopen the door to a burst in flight.
 */
export interface SettleTry {
  /** The try was held (false: it counts a failure without a hold, say past a captcha). */
  held: boolean;
  failed: boolean;
  /** How long a window started by this failure lasts. */
  windowMs: number;
  limit: number;
  /** When this failure brings the count to `limit`, the window lasts this long from now (the lock). */
  lockMs?: number;
}

/** Held and failed tries of one window, as the in-memory store keeps them ("held:failed"). */
export function parseTries(value: string | undefined): { held: number; failed: number } {
  const [held = 0, failed = 0] = (value ?? '0:0').split(':').map(Number);
  return { held, failed };
}

/** KEYS[1] the window; ARGV limit, windowMs. Returns 1 when a try is now held, 0 when refused. */
export const TAKE_TRY_LUA = `
local held = tonumber(redis.call('HGET', KEYS[1], 'h') or '0')
local failed = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
if held + failed >= tonumber(ARGV[1]) then return 0 end
redis.call('HINCRBY', KEYS[1], 'h', 1)
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1`;

/** KEYS[1] the window; ARGV held (0/1), failed (0/1), windowMs, limit, lockMs (0: none). Returns the failures. */
export const SETTLE_TRY_LUA = `
local exists = redis.call('EXISTS', KEYS[1]) == 1
if ARGV[1] == '1' and exists and tonumber(redis.call('HGET', KEYS[1], 'h') or '0') > 0 then
  redis.call('HINCRBY', KEYS[1], 'h', -1)
end
if ARGV[2] ~= '1' then return tonumber(redis.call('HGET', KEYS[1], 'f') or '0') end
local failed = redis.call('HINCRBY', KEYS[1], 'f', 1)
if not exists then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
if tonumber(ARGV[5]) > 0 and failed >= tonumber(ARGV[4]) then redis.call('PEXPIRE', KEYS[1], ARGV[5]) end
return failed`;
