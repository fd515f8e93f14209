import { useT } from '../../../i18n/i18n.tsx';
import { Money } from '../../../ui/money.tsx';

/** One threshold's progress: a labelled bar (0..100) with what is done and what is needed. */
export function ProgressLine({
  label,
  have,
  need,
  percent,
}: {
  label: string;
  have: number;
  need: number;
  percent: number;
}) {
  const t = useT();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="vip-progress">
      <div className="vip-progress__head">
        <span>{label}</span>
        <span className="vip-progress__nums">
          <Money amount={have} /> <span>{t('vip_of')}</span> <Money amount={need} />
        </span>
      </div>
      <div
        className="vip-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className="vip-progress__fill" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
