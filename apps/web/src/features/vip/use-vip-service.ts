import { VIP_SERVICE_ABOVE } from '@app/contracts/calls/vip';
import { useMember } from '../auth/index.ts';

/** Whether the signed-in member gets the VIP service channel instead of live chat (SPEC §4: rankLevel above 4). */
export function useVipService(): boolean {
  const { member } = useMember();
  return (member?.clubLabel?.rankLevel ?? 0) > VIP_SERVICE_ABOVE;
}
