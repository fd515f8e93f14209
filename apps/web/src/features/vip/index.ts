/** The VIP feature's public face: what other features may use. Everything else is internal. */
export { badgeColour, VipBadge } from './components/vip-badge.tsx';
export { useVipService } from './use-vip-service.ts';
