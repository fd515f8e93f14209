import { onCdn, requestImageBase } from '../../plugins/cdn.ts';

/** Bumped when the artwork generator changes, so long-cached images are fetched again. */
export const ART_VERSION = '2';

/** A path of the artwork on the request's image CDN (one of the brand's imageCDNs; the site when none). */
const art = (path: string) => onCdn(path, requestImageBase());

/** URLs of the generated artwork the server serves under /art (or a CDN of the brand in front of it). */
export const artUrls = {
  vendorLogo: (vassalage: string, variant: 'WHITE' | 'COLOR') =>
    art(`/art/vendors/${vassalage}-${variant}.svg?v=${ART_VERSION}`),
  game: (nodeId: string) => art(`/art/games/${nodeId}.svg?v=${ART_VERSION}`),
  category: (category: string) => art(`/art/categories/${category}.svg?v=${ART_VERSION}`),
};
