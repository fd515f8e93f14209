/** The wallet feature's public face: what other features may use. Everything else is internal. */
export { useOnMoneyMoved } from './balance-events.ts';
export { HeaderBalance } from './header-balance.tsx';
