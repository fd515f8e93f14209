import { CS_TYPES } from '@app/contracts/constants';
import { openCentredWindow } from '../system/index.ts';

interface ServiceEntry {
  csType: number;
  path: string;
}

/**
 * Opens one customer-service channel in a centred window of the given size (DECISIONS: the footer's
 * chat 440x500, the side bar's service popup 440x750). The window opens first, so popup blockers
 * allow it, and closes again when the sealed path cannot be opened.
 */
export async function openServiceChannel(
  entries: readonly ServiceEntry[],
  csType: number,
  size: { width: number; height: number },
): Promise<boolean> {
  const entry = entries.find((e) => e.csType === csType);
  const win = openCentredWindow('about:blank', size, `service-${csType}`);
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

/** The shortcut channels of the side bar, in order. */
export const SHORTCUT_CHANNELS = [
  { csType: CS_TYPES.LIVE_CHAT, label: 'shell_live_chat', icon: 'chat' },
  { csType: CS_TYPES.MESSENGER, label: 'shell_messenger', icon: 'messenger' },
  { csType: CS_TYPES.CHAT_APP, label: 'shell_chat_app', icon: 'app' },
] as const;
