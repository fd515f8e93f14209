import type { PromotionState } from '@app/contracts/calls/promotion-shapes';
import { useT } from '../../../i18n/i18n.tsx';
import { STATE_KEYS } from './labels.ts';

/** The reader's state of a promotion as a coloured chip (the word carries the meaning, not the colour). */
export function StateChip({ state }: { state: PromotionState }) {
  const t = useT();
  return <span className={`pm-chip pm-chip--${state}`}>{t(STATE_KEYS[state])}</span>;
}
