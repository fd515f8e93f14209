import type { Page } from '@playwright/test';

/** Marks the popup notices as already seen in this session, so they do not cover the page. */
export async function skipPopupNotices(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('popupNoticesSeen', '1'));
}

/** Records every window.open call (url and features) and lets it go on. */
export async function recordWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: { url: string; features: string }[] = [];
    (window as unknown as { openCalls: typeof calls }).openCalls = calls;
    const real = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push({ url: String(url ?? ''), features: features ?? '' });
      return real(url, target, features);
    };
  });
}

/** The window.open calls recorded so far. */
export function openCalls(page: Page): Promise<{ url: string; features: string }[]> {
  return page.evaluate(() => (window as unknown as { openCalls: { url: string; features: string }[] }).openCalls);
}
