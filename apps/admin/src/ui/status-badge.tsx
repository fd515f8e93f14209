import { useT } from '../i18n/i18n.tsx';

const TONES: Record<string, 'good' | 'bad' | 'wait' | 'neutral'> = {
  active: 'good',
  ok: 'good',
  approved: 'good',
  paid: 'good',
  locked: 'bad',
  failed: 'bad',
  rejected: 'bad',
  pending: 'wait',
};

/**
 * A status word with a colour tone (never colour alone: the word is always there). `label` gives the
 * translated text; without it the ui.status.<status> key is used when it exists.
 */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const t = useT();
  const key = `ui.status.${status}`;
  const known = t(key);
  const text = label ?? (known === key ? status : known);
  return <span className={`badge tone-${TONES[status] ?? 'neutral'}`}>{text}</span>;
}
