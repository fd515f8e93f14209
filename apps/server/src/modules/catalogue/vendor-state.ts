import type { Brand } from '../system/brand-types.ts';

/** The brand's view of a vendor: catalogue fields plus its enablement and maintenance for the brand. */
export interface VendorState {
  id: number;
  vassalage: string;
  name: string;
  /** As stored: esports vendors are SPORTS here. */
  storedType: string;
  /** The category the brand shows it under (SPORTS vendors on the brand's esports list are ESPORTS). */
  category: string;
  isHot: boolean;
  sort: number;
  accountTypeId: number;
  launchAdapter: string;
  launchView: 'popup' | 'page' | 'seamless';
  launchUrlTemplate: string;
  launchSecret: string;
  currency: string;
  enabled: boolean;
  maintenance: MaintenanceWindow;
}

export interface MaintenanceWindow {
  on: boolean;
  maintainTime: Date | null;
  endTime: Date | null;
}

/** True while a maintenance window is open at the given time. */
export function windowOpen(m: MaintenanceWindow, at: Date): boolean {
  if (!m.on) return false;
  if (m.maintainTime && at < m.maintainTime) return false;
  if (m.endTime && at >= m.endTime) return false;
  return true;
}

/** The category a stored vendor type shows under for a brand (SPEC §3 esports split). */
export function categoryOf(brand: Brand, vassalage: string, storedType: string): string {
  return storedType === 'SPORTS' && brand.settings.esportsVendors.includes(vassalage) ? 'ESPORTS' : storedType;
}
