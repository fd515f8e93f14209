import { banners } from '@app/contracts/calls/content';
import type { BannerGroup } from '@app/contracts/content';
import { useCall } from '../../../lib/use-call.ts';

/** The live banners of a route group in the current language. */
export function useBanners(groupName: BannerGroup) {
  return useCall(banners, { groupName }, { staleMs: 60_000 });
}
