import { ApiError, clientState } from './api-client.ts';
import { boot } from './boot.ts';
import { messageKeyOf } from './error-keys.ts';
import { readSession, sessionKeys } from './storage.ts';

/**
 * Uploads one image as its raw bytes (png or jpeg as the file's own type) to a member call that answers
 * `{ imageId }`; resolves with the id. Promotion applications and feedback use it.
 */
export async function uploadImage(path: string, file: File): Promise<string> {
  let res: Response;
  try {
    res = await fetch(path, {
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
