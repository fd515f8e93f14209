import { CLOCK_REFRESH_MS } from '@app/contracts/constants';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { usePermission } from '../../system/api/get-permission.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** "GMT+8" or "GMT-3:30" for an offset in minutes. */
export function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return `GMT${sign}${h}${m ? `:${pad(m)}` : ''}`;
}

/** The date and time at a GMT offset, to the second: "2026-05-01 12:34:56". */
export function clockText(at: Date, offsetMinutes: number): string {
  const d = new Date(at.getTime() + offsetMinutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The header clock: the brand's GMT offset and its time, refreshed every second (SPEC §2, §9). */
export function HeaderClock() {
  const t = useT();
  const { data } = usePermission();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const offset = data?.brand.timezoneOffsetMinutes;
  return (
    <p className="header-clock" data-testid="header-clock">
      <span className="visually-hidden">{t('shell_site_time')}</span>
      {offset === undefined ? null : (
        <>
          <span className="header-clock__zone">{gmtLabel(offset)}</span>{' '}
          <time dateTime={now.toISOString()}>{clockText(now, offset)}</time>
        </>
      )}
    </p>
  );
}
