import { usePermission } from './api/get-permission.ts';

/**
 * The image CDN of this page load (SPEC §9): one of the brand's imageCDNs (permission call) chosen at
 * random once, so every picture of the page comes from one host; the site itself when the list is
 * empty. Art the server names in its answers is already on a CDN (catalogue/art-urls.ts); this is for
 * the art paths the web app names itself.
 */
let chosen: { list: string; base: string } | null = null;

export function pickImageBase(list: readonly string[], random: () => number = Math.random): string {
  const key = list.join(' ');
  if (chosen?.list !== key) {
    const entry = list.length > 0 ? list[Math.min(list.length - 1, Math.floor(random() * list.length))] : '';
    chosen = { list: key, base: (entry ?? '').replace(/\/+$/, '') };
  }
  return chosen.base;
}

/** A site path of an image on this page load's image CDN (absolute addresses stay as they are). */
export function imageOn(path: string, base: string): string {
  return base && path.startsWith('/') && !path.startsWith('//') ? `${base}${path}` : path;
}

/** `img(path)`: the path on the image CDN of this page load. */
export function useImageUrl(): (path: string) => string {
  const list = usePermission().data?.imageCDNs ?? [];
  const base = pickImageBase(list);
  return (path) => imageOn(path, base);
}
