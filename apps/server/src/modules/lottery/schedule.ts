/**
 * When a lottery's draws happen (docs/decisions/1200-lotteries.md "Draws"): the upcoming draws of a
 * schedule from a moment, with their numbers, cut-offs and the weekday in the lottery's time zone.
 * Pure: the draw maker job inserts what this lists, and two copies list the same draws.
 */
import type { LotteryDef } from '@app/contracts/lottery/types';

export interface PlannedDraw {
  drawNo: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
  /** 0 Sunday ... 6 Saturday, in the lottery's time zone. */
  weekday: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The lottery's offset east of UTC, minutes: its own (Vietnam), else the brand's. */
export function zoneOf(def: LotteryDef, brandOffsetMinutes: number): number {
  return def.schedule.kind === 'weekly' ? (def.schedule.tzOffsetMinutes ?? brandOffsetMinutes) : brandOffsetMinutes;
}

const ymd = (localMs: number) => new Date(localMs).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * The draws of `def` drawing after `now` and at most `horizonMs` later; at least `minCount` of them
 * (the next daily draws even when they are days away). `closeSeconds` may be the brand's own.
 */
export function plannedDraws(
  def: LotteryDef,
  closeSeconds: number,
  offsetMinutes: number,
  now: Date,
  horizonMs: number,
  minCount: number,
): PlannedDraw[] {
  const off = offsetMinutes * MINUTE;
  const nowLocal = now.getTime() + off;
  const out: PlannedDraw[] = [];
  const make = (drawNo: string, drawsLocal: number, opensLocal: number) => {
    const drawsAt = new Date(drawsLocal - off);
    out.push({
      drawNo,
      opensAt: new Date(opensLocal - off),
      closesAt: new Date(drawsAt.getTime() - closeSeconds * 1000),
      drawsAt,
      weekday: new Date(drawsLocal).getUTCDay(),
    });
  };
  const wanted = (drawsLocal: number) => out.length < minCount || drawsLocal - nowLocal <= horizonMs;
  const s = def.schedule;
  if (s.kind === 'interval') {
    const step = s.minutes * MINUTE;
    const perDay = Math.floor(DAY / step);
    let day = Math.floor(nowLocal / DAY) * DAY;
    let n = Math.floor((nowLocal - day) / step) + 1;
    for (;;) {
      if (n > perDay) {
        day += DAY;
        n = 1;
      }
      const drawsLocal = day + n * step;
      if (!wanted(drawsLocal)) break;
      make(`${ymd(day)}-${String(n).padStart(4, '0')}`, drawsLocal, drawsLocal - step);
      n++;
    }
    return out;
  }
  const [hh, mm] = s.time.split(':').map(Number);
  const at = ((hh ?? 0) * 60 + (mm ?? 0)) * MINUTE;
  const drawsOn = (day: number) => s.days.includes(new Date(day).getUTCDay());
  const previous = (day: number) => {
    for (let d = day - DAY; d > day - 8 * DAY; d -= DAY) if (drawsOn(d)) return d + at;
    return day + at - DAY;
  };
  for (let day = Math.floor(nowLocal / DAY) * DAY; day < nowLocal + 400 * DAY; day += DAY) {
    const drawsLocal = day + at;
    if (!drawsOn(day) || drawsLocal <= nowLocal) continue;
    if (!wanted(drawsLocal)) break;
    make(ymd(day), drawsLocal, previous(day));
  }
  return out;
}
