import { PROMOTION_IMAGE_UPLOAD_PATH } from '@app/contracts/calls/promotions';
import { uploadImage } from '../../../lib/upload-image.ts';

/** Uploads one application image (its bytes, as the file's own type); resolves with its id. */
export function uploadPromotionImage(file: File): Promise<string> {
  return uploadImage(PROMOTION_IMAGE_UPLOAD_PATH, file);
}
