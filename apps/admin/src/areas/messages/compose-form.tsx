import * as calls from '@app/contracts/calls/backoffice-messages';
import './messages.css';
import { MESSAGE_CATEGORIES, type TMessageCategory } from '@app/contracts/calls/messages';
import { LANGUAGES, type Language } from '@app/contracts/languages';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { errorText } from '../../ui/error-text.ts';

type Text = { lang: Language; title: string; body: string };
type Audience = 'all' | 'members' | 'agents';
type Problem = 'text' | 'segment' | 'reason';

const split = (s: string, by: RegExp) =>
  s
    .split(by)
    .map((x) => x.trim())
    .filter((x) => x !== '');

/** A field with its label, hint and error, the back office's own field look. */
function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Composes a message to a segment (docs/decisions/1540): the category, a title and text per language,
 * the segment (accounts, VIP level, labels, registration days, usernames), a preview of how many
 * members it reaches, and a reason; sent once per form (its request id), audited.
 */
export function ComposeForm({ onSent }: { onSent?(recipients: number): void }) {
  const t = useT();
  const id = useId();
  const [category, setCategory] = useState<TMessageCategory>('system');
  const [texts, setTexts] = useState<Text[]>([{ lang: 'EN', title: '', body: '' }]);
  const [audience, setAudience] = useState<Audience>('all');
  const [vip, setVip] = useState('');
  const [labels, setLabels] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [usernames, setUsernames] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>();
  const [count, setCount] = useState<number | undefined>();
  const [done, setDone] = useState<number | undefined>();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID().replaceAll('-', ''));
  const preview = useStaffWrite(calls.preview);
  const send = useStaffWrite(calls.send, { invalidates: [calls.campaigns] });

  const segment = () => {
    const s = {
      audience,
      ...(vip.trim() !== '' ? { vipLevelMin: Number(vip) } : {}),
      ...(split(labels, /,/).length > 0 ? { labels: split(labels, /,/) } : {}),
      ...(from ? { registeredFrom: from } : {}),
      ...(to ? { registeredTo: to } : {}),
      ...(split(usernames, /\s+/).length > 0 ? { usernames: split(usernames, /\s+/) } : {}),
    };
    const r = calls.ZSegment.safeParse(s);
    return r.success ? r.data : undefined;
  };

  const onPreview = async () => {
    setProblem(undefined);
    setCount(undefined);
    const s = segment();
    if (!s) {
      setProblem('segment');
      return;
    }
    const r = await preview.run({ category, segment: s });
    if (r) setCount(r.count);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(undefined);
    const s = segment();
    const byLang = Object.fromEntries(texts.map((x) => [x.lang, { title: x.title, body: x.body }]));
    const input = { category, texts: byLang, segment: s, reason, requestId };
    const r = calls.send.request.safeParse(input);
    if (!r.success) {
      const first = String(r.error.issues[0]?.path[0] ?? '');
      setProblem(first === 'texts' ? 'text' : first === 'reason' ? 'reason' : 'segment');
      return;
    }
    setProblem(undefined);
    const made = await send.run(r.data);
    if (!made) return;
    setDone(made.recipients);
    setRequestId(crypto.randomUUID().replaceAll('-', ''));
    setReason('');
    onSent?.(made.recipients);
  };

  const setText = (i: number, patch: Partial<Text>) =>
    setTexts((prev) => prev.map((x, n) => (n === i ? { ...x, ...patch } : x)));
  const unused = LANGUAGES.filter((l) => !texts.some((x) => x.lang === l));
  const failure = send.error ?? preview.error;

  return (
    <form className="panel msg-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('msg.compose.title')}</h3>
      <Field
        id={`${id}-cat`}
        label={t('msg.compose.category')}
        hint={category === 'promotion' ? t('msg.compose.promotionHint') : undefined}
      >
        <select
          id={`${id}-cat`}
          value={category}
          aria-describedby={category === 'promotion' ? `${id}-cat-hint` : undefined}
          onChange={(e) => {
            setCategory(e.target.value as TMessageCategory);
            setCount(undefined);
          }}
        >
          {MESSAGE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`msg.category.${c}`)}
            </option>
          ))}
        </select>
      </Field>
      <p className="muted">{t('msg.compose.textsHint')}</p>
      {texts.map((x, i) => (
        <fieldset key={x.lang} className="msg-text">
          <legend>{x.lang}</legend>
          <Field id={`${id}-lang-${i}`} label={t('msg.compose.language')}>
            <select
              id={`${id}-lang-${i}`}
              value={x.lang}
              onChange={(e) => setText(i, { lang: e.target.value as Language })}
            >
              {[x.lang, ...unused].map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-title-${i}`} label={t('msg.compose.titleField', { lang: x.lang })}>
            <input
              id={`${id}-title-${i}`}
              value={x.title}
              maxLength={120}
              aria-invalid={problem === 'text' && x.title.trim() === '' ? true : undefined}
              onChange={(e) => setText(i, { title: e.target.value })}
            />
          </Field>
          <Field id={`${id}-body-${i}`} label={t('msg.compose.body', { lang: x.lang })}>
            <textarea
              id={`${id}-body-${i}`}
              rows={4}
              value={x.body}
              maxLength={5000}
              aria-invalid={problem === 'text' && x.body.trim() === '' ? true : undefined}
              onChange={(e) => setText(i, { body: e.target.value })}
            />
          </Field>
          {texts.length > 1 ? (
            <button
              type="button"
              className="btn small"
              onClick={() => setTexts((prev) => prev.filter((_, n) => n !== i))}
            >
              {t('msg.compose.removeLanguage', { lang: x.lang })}
            </button>
          ) : null}
        </fieldset>
      ))}
      {unused.length > 0 ? (
        <button
          type="button"
          className="btn small"
          onClick={() => setTexts((prev) => [...prev, { lang: unused[0] as Language, title: '', body: '' }])}
        >
          {t('msg.compose.addLanguage')}
        </button>
      ) : null}
      <fieldset className="msg-text">
        <legend>{t('msg.segment.title')}</legend>
        <p className="muted">{t('msg.segment.hint')}</p>
        <Field id={`${id}-aud`} label={t('msg.segment.audience')}>
          <select id={`${id}-aud`} value={audience} onChange={(e) => setAudience(e.target.value as Audience)}>
            {(['all', 'members', 'agents'] as const).map((a) => (
              <option key={a} value={a}>
                {t(`msg.segment.audience.${a}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-vip`} label={t('msg.segment.vip')}>
          <input id={`${id}-vip`} inputMode="numeric" value={vip} onChange={(e) => setVip(e.target.value)} />
        </Field>
        <Field id={`${id}-labels`} label={t('msg.segment.labels')}>
          <input id={`${id}-labels`} value={labels} onChange={(e) => setLabels(e.target.value)} />
        </Field>
        <Field id={`${id}-from`} label={t('msg.segment.from')}>
          <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field id={`${id}-to`} label={t('msg.segment.to')}>
          <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </Field>
        <Field id={`${id}-users`} label={t('msg.segment.usernames')}>
          <textarea id={`${id}-users`} rows={3} value={usernames} onChange={(e) => setUsernames(e.target.value)} />
        </Field>
        <div className="dialog-actions">
          <button type="button" className="btn" disabled={preview.pending} onClick={() => void onPreview()}>
            {t('msg.preview')}
          </button>
        </div>
        {count !== undefined ? (
          <p role="status" className="msg-count">
            {t('msg.preview.count', { count })}
          </p>
        ) : null}
      </fieldset>
      <Field id={`${id}-reason`} label={t('ui.reason')} hint={t('ui.reasonHint')}>
        <textarea
          id={`${id}-reason`}
          rows={2}
          value={reason}
          aria-describedby={`${id}-reason-hint`}
          aria-invalid={problem === 'reason' ? true : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
      {problem ? (
        <p className="form-error" role="alert">
          {t(`msg.invalid.${problem}`)}
        </p>
      ) : null}
      {failure ? (
        <p className="form-error" role="alert">
          {errorText(t, failure)}
        </p>
      ) : null}
      {done !== undefined ? (
        <p role="status" className="msg-count">
          {t('msg.sent', { count: done })}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="submit" className="btn primary" disabled={send.pending}>
          {t('msg.send')}
        </button>
      </div>
    </form>
  );
}
