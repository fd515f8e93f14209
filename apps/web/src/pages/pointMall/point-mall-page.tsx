export { default } from '../../features/points/point-mall-page.tsx';
