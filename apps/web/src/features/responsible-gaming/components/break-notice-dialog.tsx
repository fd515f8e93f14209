import { useT } from '../../../i18n/i18n.tsx';
import { useFormatTime } from '../../../lib/format-time.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import type { RgBlock } from './break-notice.ts';
import { iso } from './labels.ts';

/** Tells the member the break started, until when (or that it is for good), and that they are signed out. */
export default function BreakNoticeDialog({ block, onClose }: { block: RgBlock; onClose(): void }) {
  const t = useT();
  const time = useFormatTime();
  const text =
    block.until === null
      ? t('rg_notice_forever')
      : t(block.kind === 'cooloff' ? 'rg_notice_cooloff' : 'rg_notice_exclusion', { until: time(iso(block.until)) });
  return (
    <Dialog title={t('rg_notice_title')} onClose={onClose} buttons={[{ label: t('close'), primary: true }]}>
      <p>{text}</p>
    </Dialog>
  );
}
