import { useT } from '../../../i18n/i18n.tsx';
import { useFormatTime } from '../../../lib/format-time.ts';
import { Empty, Loading } from '../../../ui/empty.tsx';
import { useMyFeedback } from '../api/feedback.ts';
import { QUESTION_KEYS } from './feedback-form.tsx';

/** The member's feedback, newest first, each with its reply once staff have answered. */
export function FeedbackList() {
  const t = useT();
  const time = useFormatTime();
  const mine = useMyFeedback();
  const list = mine.data?.list ?? [];
  return (
    <section className="ms-feedback-list" aria-label={t('ms_feedback_mine')}>
      <h3 className="ms-form__title">{t('ms_feedback_mine')}</h3>
      {mine.loading ? <Loading /> : null}
      {mine.data && list.length === 0 ? <Empty>{t('ms_feedback_none')}</Empty> : null}
      <ul className="ms-cards">
        {list.map((f) => (
          <li key={f.id} className="ms-card">
            <div className="ms-card__head">
              <span className="mc-pill">{t(QUESTION_KEYS[f.question])}</span>
              <span className="mc-pill">{f.status === 'replied' ? t('ms_status_replied') : t('ms_status_open')}</span>
              <time dateTime={new Date(f.createdAt).toISOString()}>{time(new Date(f.createdAt).toISOString())}</time>
            </div>
            <p className="ms-card__body">{f.content}</p>
            {f.images > 0 ? (
              <p className="mc-field__hint">{t('ms_feedback_with_images', { count: f.images })}</p>
            ) : null}
            {f.reply !== null ? (
              <div className="ms-reply">
                <p className="ms-reply__label">{t('ms_feedback_reply')}</p>
                <p className="ms-card__body">{f.reply}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
