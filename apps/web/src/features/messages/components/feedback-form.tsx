import { FEEDBACK_LIMITS, FEEDBACK_QUESTIONS, type TFeedbackQuestion } from '@app/contracts/calls/messages';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { McNotice, useErrorText, useRequestId } from '../../../ui/page-kit.tsx';
import { reloadFeedback, useSubmitFeedback } from '../api/feedback.ts';
import { uploadFeedbackImage } from '../api/upload-feedback-image.ts';
import { checkFeedbackImages, feedbackLength } from './feedback-files.ts';

export const QUESTION_KEYS: Record<TFeedbackQuestion, TKey> = {
  deposit: 'ms_q_deposit',
  withdrawal: 'ms_q_withdrawal',
  account: 'ms_q_account',
  game: 'ms_q_game',
  promotion: 'ms_q_promotion',
  suggestion: 'ms_q_suggestion',
  other: 'ms_q_other',
};

/**
 * The feedback form (SPEC §3, §5): a question type, 10 to 500 characters with a live count, up to 3 PNG
 * or JPG images of 5 MB (checked here before anything is uploaded). The reply arrives as a message.
 */
export function FeedbackForm({ onSent }: { onSent?(): void }) {
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const rid = useRequestId();
  const send = useSubmitFeedback();
  const fileInput = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const [question, setQuestion] = useState<TFeedbackQuestion>('deposit');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<{ key: number; file: File }[]>([]);
  const [problem, setProblem] = useState<TKey | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const length = feedbackLength(content);
  const bad = length < FEEDBACK_LIMITS.contentMin || length > FEEDBACK_LIMITS.contentMax;

  const onFiles = async (list: FileList | null) => {
    const added = [...(list ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (added.length === 0) return;
    const p = await checkFeedbackImages(images.length, added);
    setProblem(p);
    if (!p) setImages((prev) => [...prev, ...added.map((file) => ({ key: nextKey.current++, file }))]);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setDone(false);
    if (bad) {
      setProblem('err_feedback_content_length');
      return;
    }
    setProblem(undefined);
    setSending(true);
    try {
      const imageIds: string[] = [];
      for (const { file } of images) imageIds.push(await uploadFeedbackImage(file));
      await send.run({ question, content, imageIds, requestId: rid.current() });
      rid.renew();
      setContent('');
      setImages([]);
      setDone(true);
      reloadFeedback();
      onSent?.();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="ms-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ms-form__title">
        {t('ms_feedback_title')}
      </h3>
      <div className="mc-field">
        <label htmlFor={`${id}-q`}>{t('ms_feedback_question')}</label>
        <select id={`${id}-q`} value={question} onChange={(e) => setQuestion(e.target.value as TFeedbackQuestion)}>
          {FEEDBACK_QUESTIONS.map((q) => (
            <option key={q} value={q}>
              {t(QUESTION_KEYS[q])}
            </option>
          ))}
        </select>
      </div>
      <div className="mc-field">
        <label htmlFor={`${id}-content`}>{t('ms_feedback_content')}</label>
        <textarea
          id={`${id}-content`}
          value={content}
          rows={5}
          aria-describedby={`${id}-count`}
          aria-invalid={problem === 'err_feedback_content_length'}
          onChange={(e) => setContent(e.target.value)}
        />
        <p
          id={`${id}-count`}
          className={`ms-counter${length > FEEDBACK_LIMITS.contentMax ? ' ms-counter--over' : ''}`}
          aria-live="polite"
        >
          {t('ms_feedback_counter', {
            count: length,
            min: FEEDBACK_LIMITS.contentMin,
            max: FEEDBACK_LIMITS.contentMax,
          })}
        </p>
      </div>
      <div className="mc-field">
        <label htmlFor={`${id}-images`}>{t('ms_feedback_images', { max: FEEDBACK_LIMITS.imagesMax })}</label>
        <input
          ref={fileInput}
          id={`${id}-images`}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          aria-describedby={`${id}-images-hint`}
          onChange={(e) => void onFiles(e.target.files)}
        />
        <p id={`${id}-images-hint`} className="mc-field__hint">
          {t('ms_feedback_images_hint', { max: FEEDBACK_LIMITS.imagesMax })}
        </p>
        {images.length > 0 ? (
          <ul className="ms-files" aria-label={t('ms_feedback_chosen')}>
            {images.map(({ key, file }) => (
              <li key={key} className="ms-files__item">
                <span className="ms-files__name">{file.name}</span>
                <button
                  type="button"
                  className="ms-link"
                  aria-label={t('ms_feedback_remove', { name: file.name })}
                  onClick={() => {
                    setImages((prev) => prev.filter((x) => x.key !== key));
                    setProblem(undefined);
                  }}
                >
                  {t('ms_remove')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <McNotice error={problem ? t(problem) : error} success={done ? t('ms_feedback_sent') : undefined} />
      <div className="mc-row">
        <button type="submit" className="mc-button mc-button--primary" disabled={sending}>
          {sending ? t('ms_sending') : t('ms_feedback_send')}
        </button>
      </div>
    </form>
  );
}
