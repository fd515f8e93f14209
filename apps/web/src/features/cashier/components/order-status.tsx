import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';

const KEYS: Record<string, TKey> = {
  pending: 'wl_status_pending',
  paid: 'wl_status_paid',
  rejected: 'wl_status_rejected',
  failed: 'wl_status_failed',
  received: 'wl_status_received',
  fully_received: 'wl_status_fully_received',
  not_received: 'wl_status_not_received',
  auto_received: 'wl_status_auto_received',
  refunded: 'wl_status_refunded',
  closed: 'wl_status_closed',
};

/** An order's state in words. */
export function OrderStatus({ status }: { status: string }) {
  const t = useT();
  const key = KEYS[status];
  return <span className="mc-pill">{key ? t(key) : status}</span>;
}
