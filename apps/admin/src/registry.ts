import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import type { ComponentType, LazyExoticComponent } from 'react';

/** An area's strings: English, and Chinese with exactly the English keys. */
export interface AreaMessages<K extends string = string> {
  en: Record<K, string>;
  cn: Record<K, string>;
}

/** One page of the back office, as an area declares it (apps/admin/README.md, "How to add a page"). */
export interface PageDef {
  /** Below /backoffice, starting with '/': '/staff', '/queues/deposits'. Unique across areas. */
  path: string;
  /** Message key of the page's name (navigation, document title, home list). */
  navKey: string;
  /** Message key of a one-line description for the home page. */
  descriptionKey: string;
  /** Roles that see it in the navigation (the server still checks every call). */
  roles: readonly StaffRole[];
  /** The page, loaded when first opened: `lazy(() => import('./x-page.tsx'))`. */
  component: LazyExoticComponent<ComponentType>;
  /** Listed in the navigation and on the home page (default true); false for detail pages. */
  nav?: boolean;
  /** The area it belongs to (set by pagesFor): the navigation groups pages under its heading. */
  area?: string;
}

/** An area: its pages and its strings. apps/admin/src/pages.ts lists every area. */
export interface AreaDef {
  id: string;
  pages: PageDef[];
  messages: AreaMessages;
}

/** Pages a role may open. */
export function pagesFor(areas: readonly AreaDef[], role: StaffRole): PageDef[] {
  return areas.flatMap((a) => a.pages.map((p) => ({ ...p, area: a.id }))).filter((p) => p.roles.includes(role));
}

/** Listed pages in groups by area, in the order the areas and their pages are declared. */
export function navGroups(pages: readonly PageDef[]): { area: string; pages: PageDef[] }[] {
  const groups: { area: string; pages: PageDef[] }[] = [];
  for (const p of pages) {
    if (p.nav === false) continue;
    const area = p.area ?? '';
    const last = groups[groups.length - 1];
    if (last && last.area === area) last.pages.push(p);
    else groups.push({ area, pages: [p] });
  }
  return groups;
}
