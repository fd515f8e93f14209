import type { HeaderLoginStyle } from '@app/contracts/constants';
import { LIMITS } from '@app/contracts/rules';
import { boot } from '../../lib/boot.ts';
import { usePermission } from './api/get-permission.ts';

/** The age a registering person confirms for this brand (18, or 21 in some markets). */
export function useMinimumAge(): number {
  const { data } = usePermission();
  return data?.brand.minimumAge ?? LIMITS.minimumAge;
}

/** How the desktop header offers sign-in: buttons or the inline form (boot data until the brand loads). */
export function useHeaderLoginStyle(): HeaderLoginStyle {
  const { data } = usePermission();
  return data?.brand.headerLogin ?? boot.headerLogin;
}
