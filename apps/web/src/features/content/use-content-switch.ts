import { isSwitchOn, type ModId } from '@app/contracts/whitelabel';
import { usePermission } from '../system/api/get-permission.ts';

/**
 * A content switch that counts as on until the brand's switches have loaded, so the parts it controls
 * keep their place on the first paint instead of pushing the page down when they arrive.
 */
export function useContentSwitch(modId: ModId): boolean {
  const { data } = usePermission();
  return data ? isSwitchOn(data.whiteLabel, modId) : true;
}
