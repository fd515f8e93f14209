import { APPLICATION_LIMITS } from '@app/contracts/calls/promotion-shapes';

/** What is wrong with an image chosen for an application (the server's own message keys), if anything. */
export type ImageProblem = 'err_promo_images_too_many' | 'err_promo_image_type' | 'err_promo_image_too_large';

const TYPES = ['image/png', 'image/jpeg'];

/** PNG or JPEG by the first bytes (as the server decides). */
function isPngOrJpeg(head: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return true;
  return head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

/**
 * Checks images before anything is uploaded (SPEC §5): at most `max` in all, PNG or JPG by type and by
 * their first bytes, 5 MB each. `kept` are the images already chosen.
 */
export async function checkImages(
  kept: number,
  added: readonly File[],
  max: number,
): Promise<ImageProblem | undefined> {
  if (kept + added.length > max) return 'err_promo_images_too_many';
  for (const f of added) {
    if (!TYPES.includes(f.type)) return 'err_promo_image_type';
    if (f.size > APPLICATION_LIMITS.imageBytesMax) return 'err_promo_image_too_large';
    if (!isPngOrJpeg(new Uint8Array(await f.slice(0, 8).arrayBuffer()))) return 'err_promo_image_type';
  }
  return undefined;
}

/** Characters as a person counts them (an emoji is one). */
export function commentLength(s: string): number {
  return [...s].length;
}
