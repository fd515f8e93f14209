import type { BrandSettings } from '@app/contracts/brand';

/** A brand with everything a request needs, loaded together and cached briefly. */
export interface Brand {
  id: number;
  merchantCode: string;
  name: string;
  isDefault: boolean;
  settings: BrandSettings;
  maintenance: { on: boolean; maintainTime: Date | null; endTime: Date | null };
  regionBlockOn: boolean;
  blockedRanges: string[];
  switches: ReadonlyMap<string, boolean>;
  domains: { host: string; speed: number }[];
}

/** True while the brand's maintenance window is open at the given time. */
export function inMaintenance(brand: Brand, at: Date): boolean {
  const m = brand.maintenance;
  if (!m.on) return false;
  if (m.maintainTime && at < m.maintainTime) return false;
  if (m.endTime && at >= m.endTime) return false;
  return true;
}
