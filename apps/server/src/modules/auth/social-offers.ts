import type { SocialProvider } from '@app/contracts/auth';
import type { Brand } from '../system/brand-types.ts';
import { switchOn } from '../wallet/money.ts';

/** The social providers a brand offers (switches on and a client id set), with the id each button needs. */
export function socialOffers(brand: Brand): { provider: SocialProvider; clientId: string }[] {
  const out: { provider: SocialProvider; clientId: string }[] = [];
  if (!switchOn(brand, 'LOGIN') || !switchOn(brand, 'LOGIN_SOCIAL')) return out;
  if (switchOn(brand, 'LOGIN_GOOGLE') && brand.settings.googleClientId) {
    out.push({ provider: 'google', clientId: brand.settings.googleClientId });
  }
  if (switchOn(brand, 'LOGIN_FACEBOOK') && brand.settings.facebookAppId) {
    out.push({ provider: 'facebook', clientId: brand.settings.facebookAppId });
  }
  return out;
}
