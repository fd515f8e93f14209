export { default } from '../../features/promotions/promotions-page.tsx';
