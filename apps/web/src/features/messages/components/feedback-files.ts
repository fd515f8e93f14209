import { FEEDBACK_LIMITS } from '@app/contracts/calls/messages';

/** What is wrong with images chosen for feedback (the server's own message keys), if anything. */
export type FeedbackImageProblem =
  | 'err_feedback_images_too_many'
  | 'err_feedback_image_type'
  | 'err_feedback_image_too_large';

const TYPES = ['image/png', 'image/jpeg'];

/** PNG or JPEG by the first bytes (as the server decides). */
function isPngOrJpeg(head: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return true;
  return head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

/** Checks images before anything is uploaded (SPEC §5): at most 3 in all, PNG or JPG, 5 MB each. */
export async function checkFeedbackImages(
  kept: number,
  added: readonly File[],
): Promise<FeedbackImageProblem | undefined> {
  if (kept + added.length > FEEDBACK_LIMITS.imagesMax) return 'err_feedback_images_too_many';
  for (const f of added) {
    if (!TYPES.includes(f.type)) return 'err_feedback_image_type';
    if (f.size > FEEDBACK_LIMITS.imageBytesMax) return 'err_feedback_image_too_large';
    if (!isPngOrJpeg(new Uint8Array(await f.slice(0, 8).arrayBuffer()))) return 'err_feedback_image_type';
  }
  return undefined;
}

/** Characters as a person counts them (an emoji is one), spaces around the text left out as the server does. */
export const feedbackLength = (s: string): number => [...s.trim()].length;
