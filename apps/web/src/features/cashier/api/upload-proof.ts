import { PROOF_UPLOAD_PATH } from '@app/contracts/calls/cashier';
import { ApiError, clientState } from '../../../lib/api-client.ts';
import { boot } from '../../../lib/boot.ts';
import { messageKeyOf } from '../../../lib/error-keys.ts';
import { readSession, sessionKeys } from '../../../lib/storage.ts';

/** Uploads one proof image (its bytes, as the file's own type); resolves with its id. */
export async function uploadProof(file: File): Promise<string> {
  const res = await fetch(PROOF_UPLOAD_PATH, {
    method: 'POST',
    headers: {
      Merchant: boot.merchantCode,
      Language: clientState.language,
      Authorization: readSession(sessionKeys.token) ?? '',
      'Content-Type': file.type === 'image/png' || file.type === 'image/jpeg' ? file.type : 'application/octet-stream',
    },
    body: file,
  });
  const body = (await res.json().catch(() => ({}))) as {
    success?: boolean;
    value?: { proofId: string };
    errorCode?: string;
    message?: string;
  };
  if (body.success && body.value) return body.value.proofId;
  const code = body.errorCode ?? 'unknown_error';
  throw new ApiError(code, messageKeyOf(code), res.status, undefined, body.message);
}
