import type { TSupportMessage } from '@app/contracts/calls/content';
import { SUPPORT_MESSAGE_MAX } from '@app/contracts/calls/content';
import type { SupportChannel } from '@app/contracts/content';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { readLocal, writeLocal } from '../../../lib/storage.ts';
import { fetchSupportMessages, sendSupportMessage } from '../api/support-messages.ts';
import { formatDateTime } from '../format.ts';
import './support-chat.css';

const POLL_MS = 3000;

export const CHANNEL_TITLES: Record<SupportChannel, TKey> = {
  chat: 'content_support_chat',
  messenger: 'content_support_messenger',
  'chat-app': 'content_support_chat_app',
  vip: 'content_support_vip',
};

/** This browser's conversation for a channel: a random id kept in local storage. */
function conversationId(channel: SupportChannel): string {
  const key = `supportConversation:${channel}`;
  const kept = readLocal(key);
  if (kept && /^[A-Za-z0-9_-]{22,64}$/.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const id = btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
  writeLocal(key, id);
  return id;
}

/**
 * A customer-service conversation (the local page behind the brand's service links): the visitor
 * writes, customer service answers from the operator console, new answers arrive within seconds.
 */
export function SupportChat({ channel }: { channel: SupportChannel }) {
  const { t, lang } = useI18n();
  const [conversation] = useState(() => conversationId(channel));
  const [messages, setMessages] = useState<TSupportMessage[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const last = useRef(0);
  const list = useRef<HTMLOListElement>(null);

  const add = useCallback((more: TSupportMessage[]) => {
    const fresh = more.filter((m) => m.id > last.current);
    if (fresh.length === 0) return;
    last.current = Math.max(...fresh.map((m) => m.id));
    setMessages((prev) => [...prev, ...fresh]);
  }, []);

  useEffect(() => {
    let stop = false;
    const poll = async () => {
      try {
        const more = await fetchSupportMessages(conversation, channel, last.current);
        if (!stop) add(more);
      } catch {
        // The next poll tries again; a failed send shows its own error.
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [conversation, channel, add]);

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError(t('err_field_required'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      add([await sendSupportMessage(conversation, channel, text)]);
      setText('');
    } catch (err) {
      setError(err instanceof ApiError && err.serverMessage ? err.serverMessage : t('err_network'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="support">
      <ol ref={list} className="support__messages" aria-live="polite" aria-label={t('content_support_messages')}>
        <li className="support__message support__message--agent">
          <p>{t('content_support_welcome')}</p>
        </li>
        {messages.map((m) => (
          <li key={m.id} className={`support__message support__message--${m.from}`}>
            <span className="visually-hidden">
              {m.from === 'agent' ? t('content_support_agent') : t('content_support_you')}
            </span>
            <p>{m.text}</p>
            <time dateTime={new Date(m.time).toISOString()}>{formatDateTime(m.time, lang)}</time>
          </li>
        ))}
      </ol>
      <form className="support__form" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="support-text" className="visually-hidden">
          {t('content_support_message')}
        </label>
        <textarea
          id="support-text"
          value={text}
          maxLength={SUPPORT_MESSAGE_MAX}
          rows={2}
          placeholder={t('content_support_placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'support-error' : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <button type="submit" disabled={sending}>
          {t('content_support_send')}
        </button>
        {error ? (
          <p id="support-error" className="support__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
