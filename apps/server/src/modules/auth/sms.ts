import type { Config } from '../../config.ts';
import type { Outbox, OutgoingMessage } from './outbox.ts';

/** Sends a text message; throws when the gateway refuses (the caller answers sms.send.failed). */
export interface SmsSender {
  readonly kind: 'http' | 'outbox';
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * The HTTP SMS gateway adapter: POST {to, text, sender} as JSON with a bearer token
 * (SMS_HTTP_URL, SMS_HTTP_TOKEN, SMS_SENDER_ID). Any 2xx is accepted; anything else, or no answer in
 * 10 seconds, is a failure.
 */
export function createHttpSms(cfg: NonNullable<Config['sms']>, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    kind: 'http',
    async send(m) {
      const res = await fetchImpl(cfg.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(cfg.token ? { authorization: `Bearer ${cfg.token}` } : {}),
        },
        body: JSON.stringify({ to: m.to, text: m.text, sender: cfg.senderId }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

/** The development adapter: the message goes to the outbox table. */
export function createOutboxSms(outbox: Outbox): SmsSender {
  return { kind: 'outbox', send: (m) => outbox.put('sms', m) };
}
