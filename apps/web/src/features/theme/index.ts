/** The theme feature's public face: what other features may use. Everything else is internal. */
export { ThemeSwitch } from './theme-switch.tsx';
