import { isSwitchOn, type ModId } from '@app/contracts/whitelabel';
import { usePermission } from './api/get-permission.ts';

/** Whether a white-label switch is on for this brand; false until the tree has loaded. */
export function useSwitch(modId: ModId): boolean {
  const { data } = usePermission();
  return data ? isSwitchOn(data.whiteLabel, modId) : false;
}
