/** The promotions feature's public face: what other features and pages may use. */
export { HomePromotions } from './home-promotions.tsx';
export { LobbyAnnouncements } from './lobby-announcements.tsx';
