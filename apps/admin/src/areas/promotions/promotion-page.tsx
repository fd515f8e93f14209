import type { TPromotionFull, TPromotionInput } from '@app/contracts/calls/backoffice-promotions';
import * as calls from '@app/contracts/calls/backoffice-promotions';
import type { PromotionKind } from '@app/contracts/calls/promotion-shapes';
import { LANGUAGES, type Language } from '@app/contracts/languages';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import type { StaffApiError } from '../../lib/api.ts';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { errorText } from '../../ui/error-text.ts';
import { Page } from '../../ui/page.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { draftOf, emptyDraft, KINDS, type PromotionDraft, toInput } from './draft.ts';
import { EDITORS } from './index.ts';
import { PromotionForm } from './promotion-form.tsx';
import { Notice, PromotionStatus } from './shared.tsx';

type Errors = Record<string, true>;

/** The field a `promotions.invalid` answer names, marked on the form. */
function serverFieldErrors(e: StaffApiError | undefined): Errors {
  if (!e) return {};
  const out: Errors = {};
  const field = e.value?.field;
  if (typeof field === 'string') out[field] = true;
  for (const f of Array.isArray(e.value?.fields) ? (e.value.fields as { field?: unknown }[]) : []) {
    if (typeof f?.field === 'string') out[f.field] = true;
  }
  return out;
}

/** The promotion as a player sees it, rendered by the server in one language. */
function PreviewPanel({ input, onInvalid }: { input(): TPromotionInput | undefined; onInvalid(): void }) {
  const t = useT();
  const id = useId();
  const [language, setLanguage] = useState<Language>('EN');
  const preview = useStaffWrite(calls.preview);
  const [shown, setShown] = useState<Awaited<ReturnType<typeof preview.run>>>();
  return (
    <section className="promo-preview" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('promotions.preview.title')}</h2>
      <div className="promo-preview-bar">
        <div className="field">
          <label htmlFor={`${id}-lang`}>{t('promotions.preview.language')}</label>
          <select id={`${id}-lang`} value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn"
          onClick={async () => {
            const promotion = input();
            if (!promotion) {
              onInvalid();
              return;
            }
            setShown(await preview.run({ promotion, language }));
          }}
        >
          {t('promotions.preview.show')}
        </button>
      </div>
      {preview.error ? (
        <p className="form-error" role="alert">
          {errorText(t, preview.error)}
        </p>
      ) : null}
      {shown ? (
        <article className="promo-player" lang={language.toLowerCase()} aria-label={t('promotions.preview.asPlayer')}>
          <h3>{shown.title}</h3>
          <p className="promo-player-summary">{shown.summary}</p>
          {/* The server sanitised the body to the allowed tags (p, h3, ul, ol, li, strong, em, a, br). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's preview */}
          <div className="promo-player-body" dangerouslySetInnerHTML={{ __html: shown.bodyHtml }} />
          {shown.terms.length > 0 ? (
            <>
              <h4>{t('promotions.preview.terms')}</h4>
              <ul>
                {shown.terms.map((term) => (
                  <li key={term}>{term}</li>
                ))}
              </ul>
            </>
          ) : null}
        </article>
      ) : null}
    </section>
  );
}

/** Publish, end or archive, with a reason; only the acts the status allows. */
function ScheduleActions({ promotion, onDone }: { promotion: TPromotionFull; onDone(p: TPromotionFull): void }) {
  const t = useT();
  const run = useStaffWrite(calls.schedule, { invalidates: [calls.list, calls.get] });
  const [action, setAction] = useState<'publish' | 'end' | 'archive' | null>(null);
  const allowed: ('publish' | 'end' | 'archive')[] =
    promotion.status === 'draft'
      ? ['publish']
      : promotion.status === 'scheduled' || promotion.status === 'live'
        ? ['end']
        : promotion.status === 'ended'
          ? ['archive']
          : [];
  return (
    <>
      {allowed.map((a) => (
        <button key={a} type="button" className="btn" onClick={() => setAction(a)}>
          {t(`promotions.schedule.${a}`)}
        </button>
      ))}
      {action ? (
        <ReasonDialog
          open
          title={t(`promotions.schedule.${action}Title`, { code: promotion.code })}
          confirmLabel={t(`promotions.schedule.${action}`)}
          error={run.error}
          onClose={() => {
            run.reset();
            setAction(null);
          }}
          onConfirm={async (reason) => {
            const done = await run.run({ id: promotion.id, action, reason });
            if (!done) return false;
            setAction(null);
            onDone(done);
            return true;
          }}
        />
      ) : null}
    </>
  );
}

/** Create (no id) or edit (?id=) a promotion; preview it; publish, end or archive it. */
export default function PromotionPage() {
  const t = useT();
  const me = useMe();
  const mayEdit = EDITORS.includes(me.role);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '') || 0;
  const startKind = (KINDS as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as PromotionKind)
    : 'deposit';
  const stored = useStaffCall(calls.get, { id }, { enabled: id > 0 });
  const [draft, setDraft] = useState<PromotionDraft>(() => emptyDraft(startKind));
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState('');
  const [saving, setSaving] = useState<TPromotionInput | null>(null);
  const create = useStaffWrite(calls.create, { invalidates: [calls.list] });
  const update = useStaffWrite(calls.update, { invalidates: [calls.list, calls.get] });
  const current = stored.data;
  useEffect(() => {
    if (current) setDraft(draftOf(current));
  }, [current]);
  const saveError = update.error ?? create.error;
  useEffect(() => {
    const marked = serverFieldErrors(saveError);
    if (Object.keys(marked).length > 0) setErrors((e) => ({ ...e, ...marked }));
  }, [saveError]);
  const reload = async () => {
    update.reset();
    setSaving(null);
    await stored.refetch();
    setNotice(t('promotions.edit.reloaded'));
  };
  const check = (): TPromotionInput | undefined => {
    const r = toInput(draft);
    if (!r.ok) {
      setErrors(r.errors);
      setNotice(t('promotions.form.fix'));
      return undefined;
    }
    setErrors({});
    return r.input;
  };
  const stale = saveError?.code === 'promotions.stale';
  const title = id ? t('promotions.edit.title', { code: current?.code ?? '' }) : t('promotions.create.title');
  if (id && stored.error) {
    return (
      <Page title={title}>
        <p role="alert">{errorText(t, stored.error)}</p>
        <Link to="/promotions">{t('promotions.back')}</Link>
      </Page>
    );
  }
  if (id && !current) {
    return (
      <Page title={title}>
        <p role="status">{t('ui.loading')}</p>
      </Page>
    );
  }
  return (
    <Page
      title={title}
      actions={
        current && mayEdit ? (
          <ScheduleActions
            promotion={current}
            onDone={(p) =>
              setNotice(t('promotions.schedule.done', { code: p.code, status: t(`promotions.status.${p.status}`) }))
            }
          />
        ) : null
      }
    >
      <p>
        <Link to="/promotions">{t('promotions.back')}</Link>
        {current ? (
          <>
            {' · '}
            <PromotionStatus status={current.status} />{' '}
            {t('promotions.edit.version', { version: current.version, by: current.updatedBy })}
          </>
        ) : null}
      </p>
      <Notice text={notice} />
      {saveError && !saving ? (
        <div className="form-error" role="alert">
          <p>{errorText(t, saveError)}</p>
          {stale ? (
            <button type="button" className="btn" onClick={() => void reload()}>
              {t('promotions.edit.reload')}
            </button>
          ) : null}
        </div>
      ) : null}
      <form
        noValidate
        aria-label={title}
        onSubmit={async (e) => {
          e.preventDefault();
          setNotice('');
          const input = check();
          if (!input) return;
          if (current) {
            setSaving(input);
            return;
          }
          const done = await create.run(input);
          if (!done) return;
          navigate(`/promotions/edit?id=${done.id}`);
          setNotice(t('promotions.create.done', { code: done.code }));
        }}
      >
        <PromotionForm draft={draft} onChange={setDraft} errors={errors} kindLocked={Boolean(current)} />
        {mayEdit ? (
          <div className="dialog-actions">
            <button type="submit" className="btn primary" disabled={create.pending || update.pending}>
              {current ? t('promotions.edit.save') : t('promotions.create.save')}
            </button>
          </div>
        ) : null}
      </form>
      <PreviewPanel input={check} onInvalid={() => undefined} />
      {saving && current ? (
        <ReasonDialog
          open
          title={t('promotions.edit.reasonTitle', { code: current.code })}
          confirmLabel={t('promotions.edit.save')}
          error={update.error}
          onClose={() => {
            update.reset();
            setSaving(null);
          }}
          onConfirm={async (reason) => {
            const done = await update.run({ ...saving, id: current.id, version: current.version, reason });
            if (!done) return false;
            setSaving(null);
            setNotice(t('promotions.edit.done', { code: done.code }));
            return true;
          }}
        >
          {stale ? (
            <button type="button" className="btn" onClick={() => void reload()}>
              {t('promotions.edit.reload')}
            </button>
          ) : null}
        </ReasonDialog>
      ) : null}
    </Page>
  );
}
