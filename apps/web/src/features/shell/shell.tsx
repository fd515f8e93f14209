/** The shell's public pieces for the layouts. */

export { PHONE_QUERY, useMedia } from '../../lib/use-media.ts';
export { SideBars } from './components/shortcuts.tsx';
export { SiteFooter } from './components/site-footer.tsx';
export { SiteHeader } from './components/site-header.tsx';
export { TabBar } from './components/tab-bar.tsx';
export { useAfterLoad } from './use-after-load.ts';
