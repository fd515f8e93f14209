import { supportMessages, supportSend } from '@app/contracts/calls/content';
import type { SupportChannel } from '@app/contracts/content';
import { callApi } from '../../../lib/api-client.ts';

/** Messages of a conversation after a message id. */
export function fetchSupportMessages(conversation: string, channel: SupportChannel, after: number) {
  return callApi(supportMessages, { conversation, channel, after });
}

/** Sends a visitor message; resolves with the stored message. */
export function sendSupportMessage(conversation: string, channel: SupportChannel, text: string) {
  return callApi(supportSend, { conversation, channel, text });
}
