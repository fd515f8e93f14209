import { gameVendor, type TVendorLane } from '@app/contracts/calls/games';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { boot } from '../../../lib/boot.ts';
import { readSession, writeSession } from '../../../lib/storage.ts';

export type VendorLane = TVendorLane;

const keyOf = (lang: string) => `gameVendor:${boot.merchantCode}:${lang}`;

function stored(lang: string): VendorLane[] | undefined {
  try {
    const v: unknown = JSON.parse(readSession(keyOf(lang)) ?? 'null');
    return Array.isArray(v) ? (v as VendorLane[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The brand's vendors as lanes (value.data.lanes), cached in session storage as SPEC §7 asks: a
 * page shows the stored lanes at once and refreshes them in the background.
 */
export function useVendorLanes(): { lanes: VendorLane[] | undefined; failed: boolean } {
  const { lang } = useI18n();
  const [lanes, setLanes] = useState<VendorLane[] | undefined>(() => stored(lang));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const ctrl = new AbortController();
    setLanes(stored(lang));
    callApi(gameVendor, { merchantCode: boot.merchantCode }, { signal: ctrl.signal }).then(
      (v) => {
        writeSession(keyOf(lang), JSON.stringify(v.data.lanes));
        setLanes(v.data.lanes);
        setFailed(false);
      },
      (e: unknown) => {
        if ((e as Error).name !== 'AbortError') setFailed(true);
      },
    );
    return () => ctrl.abort();
  }, [lang]);
  return { lanes, failed };
}
