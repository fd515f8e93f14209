import * as calls from '@app/contracts/calls/backoffice-messages';
import './messages.css';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { DateTime } from '../../ui/age.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { errorText } from '../../ui/error-text.ts';
import { StaffImage } from '../../ui/staff-image.tsx';

/**
 * One feedback: the member, question, text and images (fetched with the staff token); a reply (for
 * those who may reply, while it waits) that reaches the member as a message. Audited on the server.
 */
export function ReplyDialog({
  item,
  mayReply,
  onClose,
  onDone,
}: {
  item: calls.TFeedbackItem;
  mayReply: boolean;
  onClose(): void;
  onDone(item: calls.TFeedbackItem): void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [bad, setBad] = useState(false);
  const reply = useStaffWrite(calls.feedbackReply, { invalidates: [calls.feedbackQueue] });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (text.trim().length < 2) {
      setBad(true);
      return;
    }
    const done = await reply.run({ id: item.id, reply: text.trim() });
    if (done) onDone(done);
  };
  return (
    <Dialog open title={t('msg.feedback.viewOf', { member: item.username })} onClose={onClose}>
      <dl className="msg-facts">
        <dt>{t('msg.col.question')}</dt>
        <dd>{t(`msg.q.${item.question}`)}</dd>
        <dt>{t('msg.col.when')}</dt>
        <dd>
          <DateTime at={new Date(item.createdAt)} />
        </dd>
        <dt>{t('msg.col.content')}</dt>
        <dd className="msg-wrap">{item.content}</dd>
        {item.imageUrls.length > 0 ? (
          <>
            <dt>{t('msg.col.images')}</dt>
            <dd>
              <ul className="msg-images">
                {item.imageUrls.map((src, i) => (
                  <li key={src}>
                    <StaffImage url={src} alt={t('msg.feedback.image', { n: i + 1 })} />
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {item.reply !== null ? (
          <>
            <dt>{t('msg.feedback.reply')}</dt>
            <dd className="msg-wrap">{item.reply}</dd>
            <dd className="muted">{t('msg.feedback.repliedBy', { by: item.repliedBy ?? '' })}</dd>
          </>
        ) : null}
      </dl>
      {mayReply && item.status === 'open' ? (
        <form onSubmit={submit} noValidate>
          <div className={`field${bad ? ' invalid' : ''}`}>
            <label htmlFor={`${id}-reply`}>{t('msg.feedback.reply')}</label>
            <textarea
              id={`${id}-reply`}
              rows={4}
              maxLength={2000}
              value={text}
              aria-invalid={bad ? true : undefined}
              aria-describedby={`${id}-hint${bad ? ` ${id}-error` : ''}`}
              onChange={(e) => {
                setText(e.target.value);
                setBad(false);
              }}
            />
            <p className="field-hint" id={`${id}-hint`}>
              {t('msg.feedback.replyHint')}
            </p>
            {bad ? (
              <p className="field-error" id={`${id}-error`}>
                {t('msg.feedback.replyInvalid')}
              </p>
            ) : null}
          </div>
          {reply.error ? (
            <p className="form-error" role="alert">
              {errorText(t, reply.error)}
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={onClose}>
              {t('ui.cancel')}
            </button>
            <button type="submit" className="btn primary" disabled={reply.pending}>
              {t('msg.feedback.send')}
            </button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
