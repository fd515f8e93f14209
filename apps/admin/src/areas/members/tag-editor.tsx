import * as calls from '@app/contracts/calls/backoffice-members';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { errorText } from '../../ui/error-text.ts';

const ZTag = calls.addTag.request.shape.tag;

/** A member's tags: remove one, or add one from the brand's tag set (or a new one). */
export function TagEditor({ memberId, tags, editable }: { memberId: number; tags: string[]; editable: boolean }) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const set = useStaffCall(calls.tagSet, {}, { enabled: editable });
  const add = useStaffWrite(calls.addTag, { invalidates: [calls.profile, calls.tagSet] });
  const remove = useStaffWrite(calls.removeTag, { invalidates: [calls.profile, calls.tagSet] });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZTag.safeParse(draft);
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    if (await add.run({ memberId, tag: parsed.data })) setDraft('');
  };
  const error = add.error ?? remove.error;
  return (
    <div className="mb-tags">
      {tags.length === 0 ? <p className="muted">{t('members.tags.none')}</p> : null}
      <ul className="mb-tag-list">
        {tags.map((tag) => (
          <li key={tag} className="mb-tag">
            <span>{tag}</span>
            {editable ? (
              <button
                type="button"
                className="btn small"
                aria-label={t('members.tags.remove', { tag })}
                disabled={remove.pending}
                onClick={() => void remove.run({ memberId, tag })}
              >
                ×
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {editable ? (
        <form onSubmit={submit} noValidate className="mb-inline-form">
          <div className={`field${invalid ? ' invalid' : ''}`}>
            <label htmlFor={id}>{t('members.tags.new')}</label>
            <input
              id={id}
              list={`${id}-set`}
              value={draft}
              maxLength={40}
              autoComplete="off"
              aria-invalid={invalid ? true : undefined}
              aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
              onChange={(e) => {
                setDraft(e.target.value);
                setInvalid(false);
              }}
            />
            <datalist id={`${id}-set`}>
              {(set.data ?? [])
                .filter((s) => !tags.includes(s.tag))
                .map((s) => (
                  <option key={s.tag} value={s.tag} />
                ))}
            </datalist>
            <p className="field-hint" id={`${id}-hint`}>
              {t('members.tags.hint')}
            </p>
            {invalid ? (
              <p className="field-error" id={`${id}-error`} role="alert">
                {t('members.tags.invalid')}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn" disabled={add.pending}>
            {t('members.tags.add')}
          </button>
        </form>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
    </div>
  );
}
