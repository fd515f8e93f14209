import type { TRgState } from '@app/contracts/calls/rg';
import { valueStore } from '../../../lib/value-store.ts';

/** A break in force (cooling-off or self-exclusion; until null: for good). */
export type RgBlock = NonNullable<TRgState['block']>;

// Kept outside React: the notice must outlive the member centre, which closes as the member is signed out.
const notice = valueStore<RgBlock | null>(null);

/** Shows, over whatever page follows, that the break started and until when. */
export function showBreakNotice(block: RgBlock): void {
  notice.set(block);
}

/** Closes the notice. */
export function closeBreakNotice(): void {
  notice.set(null);
}

/** The break the notice is about, or null when it is closed. */
export function useBreakNotice(): RgBlock | null {
  return notice.useValue();
}
