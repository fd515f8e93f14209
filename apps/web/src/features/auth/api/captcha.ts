import { captcha } from '@app/contracts/calls/auth';
import { callApi } from '../../../lib/api-client.ts';

/** A new captcha image for this device as an image URL (the server answers a base64 PNG). */
export async function fetchCaptcha(deviceId: string): Promise<string> {
  const png = await callApi(captcha, { deviceId });
  return png.startsWith('data:') ? png : `data:image/png;base64,${png}`;
}
