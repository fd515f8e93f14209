import { APPLICATION_LIMITS } from '@app/contracts/calls/promotion-shapes';
import type { apply as applyCall } from '@app/contracts/calls/promotions';
import type { CallResponse } from '@app/contracts/define';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { McNotice, useErrorText, useRequestId } from '../../../ui/page-kit.tsx';
import { useApplyPromotion } from '../api/apply-promotion.ts';
import { uploadPromotionImage } from '../api/upload-image.ts';
import { checkImages, commentLength } from './application-files.ts';

type ContactType = 'zalo' | 'whatsapp';

/**
 * The application form (SPEC §3, §5): a comment of at most 140 characters with a live counter, up to
 * `maxImages` PNG or JPG images of 5 MB (checked here before anything is uploaded), and a Zalo or
 * WhatsApp ID when the promotion needs one. Images are uploaded when the form is sent.
 */
export function ApplyForm({
  promotionId,
  maxImages,
  needsContact,
  onApplied,
}: {
  promotionId: number;
  maxImages: number;
  needsContact: boolean;
  onApplied(application: CallResponse<typeof applyCall>): void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const rid = useRequestId();
  const apply = useApplyPromotion();
  const fileInput = useRef<HTMLInputElement>(null);
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<{ key: number; file: File }[]>([]);
  const nextKey = useRef(0);
  const [contactType, setContactType] = useState<ContactType>('zalo');
  const [contactId, setContactId] = useState('');
  const [problem, setProblem] = useState<TKey | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const max = Math.min(maxImages, APPLICATION_LIMITS.imagesMax);
  const length = commentLength(comment);
  const over = length > APPLICATION_LIMITS.commentMax;

  const onFiles = async (list: FileList | null) => {
    const added = [...(list ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (added.length === 0) return;
    const p = await checkImages(images.length, added, max);
    setProblem(p);
    if (!p) setImages((prev) => [...prev, ...added.map((file) => ({ key: nextKey.current++, file }))]);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (over) {
      setProblem('err_promo_comment_too_long');
      return;
    }
    setProblem(undefined);
    setSending(true);
    try {
      const imageIds: string[] = [];
      for (const { file } of images) imageIds.push(await uploadPromotionImage(file));
      const answer = await apply.run({
        promotionId,
        comment,
        imageIds,
        contact: needsContact ? { type: contactType, id: contactId.trim() } : null,
        requestId: rid.current(),
      });
      rid.renew();
      onApplied(answer);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="pm-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pm-form__title">
        {t('pm_apply_title')}
      </h2>
      <div className="pm-field">
        <label htmlFor={`${id}-comment`}>{t('pm_apply_comment')}</label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          rows={4}
          aria-describedby={`${id}-count`}
          aria-invalid={over}
          onChange={(e) => setComment(e.target.value)}
        />
        <p id={`${id}-count`} className={`pm-counter${over ? ' pm-counter--over' : ''}`} aria-live="polite">
          {t('pm_apply_counter', { count: length, max: APPLICATION_LIMITS.commentMax })}
        </p>
      </div>
      {max > 0 ? (
        <div className="pm-field">
          <label htmlFor={`${id}-images`}>{t('pm_apply_images', { max })}</label>
          <input
            ref={fileInput}
            id={`${id}-images`}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            aria-describedby={`${id}-images-hint`}
            onChange={(e) => void onFiles(e.target.files)}
          />
          <p id={`${id}-images-hint`} className="pm-hint">
            {t('pm_apply_images_hint', { max })}
          </p>
          {images.length > 0 ? (
            <ul className="pm-files" aria-label={t('pm_apply_chosen')}>
              {images.map(({ key, file: f }) => (
                <li key={key} className="pm-files__item">
                  <span className="pm-files__name">{f.name}</span>
                  <button
                    type="button"
                    className="pm-link-btn"
                    aria-label={t('pm_apply_remove', { name: f.name })}
                    onClick={() => {
                      setImages((prev) => prev.filter((x) => x.key !== key));
                      setProblem(undefined);
                    }}
                  >
                    {t('pm_remove')}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {needsContact ? (
        <fieldset className="pm-field pm-contact">
          <legend>{t('pm_apply_contact')}</legend>
          <label htmlFor={`${id}-ctype`} className="visually-hidden">
            {t('pm_apply_contact_app')}
          </label>
          <select
            id={`${id}-ctype`}
            value={contactType}
            onChange={(e) => setContactType(e.target.value as ContactType)}
          >
            <option value="zalo">{t('pm_contact_zalo')}</option>
            <option value="whatsapp">{t('pm_contact_whatsapp')}</option>
          </select>
          <label htmlFor={`${id}-cid`} className="visually-hidden">
            {t('pm_apply_contact_id')}
          </label>
          <input
            id={`${id}-cid`}
            value={contactId}
            autoComplete="off"
            placeholder={t('pm_apply_contact_id')}
            onChange={(e) => setContactId(e.target.value)}
          />
        </fieldset>
      ) : null}
      <McNotice error={problem ? t(problem) : error} />
      <button type="submit" className="pm-btn pm-btn--primary" disabled={sending || apply.pending}>
        {sending ? t('pm_apply_sending') : t('pm_apply_send')}
      </button>
    </form>
  );
}
