/** Bumped when the artwork generator changes, so long-cached images are fetched again. */
export const ART_VERSION = '2';

/**
 * Site paths of the generated artwork the server serves under /art. Answers put them on one of the
 * brand's imageCDNs as they are sent (plugins/cdn.ts registerCdnRewrite), so what services build and
 * cache holds no CDN.
 */
export const artUrls = {
  vendorLogo: (vassalage: string, variant: 'WHITE' | 'COLOR') =>
    `/art/vendors/${vassalage}-${variant}.svg?v=${ART_VERSION}`,
  game: (nodeId: string) => `/art/games/${nodeId}.svg?v=${ART_VERSION}`,
  category: (category: string) => `/art/categories/${category}.svg?v=${ART_VERSION}`,
};
