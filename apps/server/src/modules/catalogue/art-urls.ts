/** Bumped when the artwork generator changes, so long-cached images are fetched again. */
export const ART_VERSION = '2';

/** URLs of the generated artwork the server serves under /art. */
export const artUrls = {
  vendorLogo: (vassalage: string, variant: 'WHITE' | 'COLOR') =>
    `/art/vendors/${vassalage}-${variant}.svg?v=${ART_VERSION}`,
  game: (nodeId: string) => `/art/games/${nodeId}.svg?v=${ART_VERSION}`,
  category: (category: string) => `/art/categories/${category}.svg?v=${ART_VERSION}`,
};
