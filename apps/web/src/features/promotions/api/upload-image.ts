import { PROMOTION_IMAGE_UPLOAD_PATH } from '@app/contracts/calls/promotions';
import { ApiError, clientState, messageKeyOf } from '../../../lib/api-client.ts';
import { boot } from '../../../lib/boot.ts';
import { readSession, sessionKeys } from '../../../lib/storage.ts';

/** Uploads one application image (its bytes, as the file's own type); resolves with its id. */
export async function uploadPromotionImage(file: File): Promise<string> {
  let res: Response;
  try {
    res = await fetch(PROMOTION_IMAGE_UPLOAD_PATH, {
      method: 'POST',
      headers: {
        Merchant: boot.merchantCode,
        Language: clientState.language,
        Device: 'web',
        Authorization: readSession(sessionKeys.token) ?? '',
        'Content-Type':
          file.type === 'image/png' || file.type === 'image/jpeg' ? file.type : 'application/octet-stream',
      },
      body: file,
    });
  } catch {
    throw new ApiError('network', 'err_network', 0);
  }
  const body = (await res.json().catch(() => ({}))) as {
    success?: boolean;
    value?: { imageId: string };
    errorCode?: string;
    message?: string;
  };
  if (body.success && body.value) return body.value.imageId;
  const code = body.errorCode ?? 'unknown_error';
  throw new ApiError(code, messageKeyOf(code), res.status, undefined, body.message);
}
