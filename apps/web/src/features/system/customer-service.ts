import { CS_TYPES, SERVICE_POPUP } from '@app/contracts/constants';

interface ServiceEntry {
  csType: number;
  path: string;
}

/** Opens a window of the given size centred on the screen; returns it (null when blocked). */
export function openCentredWindow(
  url: string,
  size: { width: number; height: number },
  name = 'service',
): Window | null {
  const left = Math.max(0, Math.round((window.screen.width - size.width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - size.height) / 2));
  return window.open(url, name, `width=${size.width},height=${size.height},left=${left},top=${top},noopener=no`);
}

/**
 * Opens customer service (SPEC §4): the VIP channel for club rankLevel above 4 when the brand has one,
 * otherwise live chat, in a 440x750 popup. The window is opened first (so popup blockers allow it)
 * and closed again when the service path cannot be opened.
 */
export async function openCustomerService(
  entries: readonly ServiceEntry[],
  opts: { vip?: boolean } = {},
): Promise<boolean> {
  const entry =
    (opts.vip ? entries.find((e) => e.csType === CS_TYPES.VIP) : undefined) ??
    entries.find((e) => e.csType === CS_TYPES.LIVE_CHAT);
  const win = openCentredWindow('about:blank', SERVICE_POPUP);
  if (!entry) {
    win?.close();
    return false;
  }
  try {
    const url = await (await import('@app/contracts/crypto')).openServicePath(entry.path);
    if (win) win.location.href = url;
    else window.location.href = url;
    return true;
  } catch {
    win?.close();
    return false;
  }
}
