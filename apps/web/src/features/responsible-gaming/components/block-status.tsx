import { useT } from '../../../i18n/i18n.tsx';
import { useFormatTime } from '../../../lib/format-time.ts';
import type { RgBlock } from './break-notice.ts';
import { iso } from './labels.ts';

/** A break in force, read-only (it cannot be changed or lifted before it ends). */
export function BlockStatus({ block }: { block: RgBlock }) {
  const t = useT();
  const time = useFormatTime();
  const since = time(iso(block.since));
  const text =
    block.until === null
      ? t('rg_block_forever', { since })
      : t(block.kind === 'cooloff' ? 'rg_block_cooloff' : 'rg_block_exclusion', {
          since,
          until: time(iso(block.until)),
        });
  return <p className="rg-warning">{text}</p>;
}
