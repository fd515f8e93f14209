import { FEEDBACK_IMAGE_UPLOAD_PATH } from '@app/contracts/calls/messages';
import { uploadImage } from '../../../lib/upload-image.ts';

/** Uploads one feedback image (its bytes, as the file's own type); resolves with its id. */
export function uploadFeedbackImage(file: File): Promise<string> {
  return uploadImage(FEEDBACK_IMAGE_UPLOAD_PATH, file);
}
