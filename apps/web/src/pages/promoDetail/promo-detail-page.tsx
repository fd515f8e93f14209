export { default } from '../../features/promotions/promo-detail-page.tsx';
