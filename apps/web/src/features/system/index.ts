/** The system feature's public face: what other features may use. Everything else is internal. */
export { openCentredWindow, openCustomerService } from './customer-service.ts';
export { useImageUrl } from './image-cdn.ts';
export { useHeaderLoginStyle, useMinimumAge } from './use-brand-settings.ts';
export { useSwitch } from './use-switch.ts';
