import { useCallback, useState } from 'react';
import { browserToday, presetRange, type Range } from './presets.ts';

/**
 * A report page's range and the brand's day: the range starts as the last 7 days of the browser's
 * day; once an answer tells the brand's day (`today`), presets count from that.
 */
export function useReportRange() {
  const [today, setToday] = useState(browserToday);
  const [range, setRange] = useState<Range>(() => presetRange('last7', browserToday()));
  const apply = useCallback((r: Range) => setRange(r), []);
  const learnToday = useCallback((day: string | undefined) => {
    if (day) setToday((was) => (was === day ? was : day));
  }, []);
  return { today, range, apply, learnToday };
}
