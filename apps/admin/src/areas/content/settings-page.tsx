import * as calls from '@app/contracts/calls/backoffice-content';
import { SETTINGS_GROUP_KEYS, SETTINGS_GROUPS, type SettingsGroup } from '@app/contracts/calls/backoffice-content';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import type { z } from 'zod';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { errorText } from '../../ui/error-text.ts';
import { Page } from '../../ui/page.tsx';

type Def = {
  type: string;
  innerType?: z.ZodType;
  entries?: Record<string, string>;
  options?: z.ZodType[];
  values?: unknown[];
  element?: z.ZodType;
};
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** How a settings field is edited, read from its zod schema (defaults unwrapped). */
export type FieldKind =
  | { kind: 'boolean' }
  | { kind: 'number' }
  | { kind: 'text' }
  | { kind: 'choice'; options: string[] }
  | { kind: 'choices'; options: string[] }
  | { kind: 'json' };

export function fieldKind(schema: z.ZodType): FieldKind {
  let d = defOf(schema);
  while ((d.type === 'default' || d.type === 'optional') && d.innerType) d = defOf(d.innerType);
  if (d.type === 'boolean') return { kind: 'boolean' };
  if (d.type === 'number') return { kind: 'number' };
  if (d.type === 'string') return { kind: 'text' };
  if (d.type === 'enum' && d.entries) return { kind: 'choice', options: Object.values(d.entries) };
  if (d.type === 'union' && d.options?.every((o) => defOf(o).type === 'literal')) {
    return { kind: 'choice', options: d.options.flatMap((o) => (defOf(o).values ?? []).map(String)) };
  }
  if (d.type === 'array' && d.element && defOf(d.element).type === 'enum') {
    return { kind: 'choices', options: Object.values(defOf(d.element).entries ?? {}) };
  }
  return { kind: 'json' };
}

type Draft = Record<string, unknown>;

/** One group's form: fields drawn from the group's schema, checked with it before sending. */
export function SettingsGroupForm({
  group,
  stored,
  secretsSet,
  canEdit,
}: {
  group: SettingsGroup;
  stored: Record<string, unknown>;
  secretsSet: readonly string[];
  canEdit: boolean;
}) {
  const t = useT();
  const schema = useMemo(() => calls.settingsGroupSchema(group), [group]);
  const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  const keys = SETTINGS_GROUP_KEYS[group];
  const initial = useMemo(() => {
    const d: Draft = {};
    for (const k of keys) {
      const kind = fieldKind(shape[k] as z.ZodType).kind;
      d[k] = kind === 'json' ? JSON.stringify(stored[k], null, 2) : stored[k];
    }
    return d;
  }, [keys, shape, stored]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    setDraft(initial);
    setErrors({});
  }, [initial]);
  const write = useStaffWrite(calls.settingsUpdate, { invalidates: [calls.settingsGet] });
  const ids = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const values: Draft = {};
    const bad: Record<string, string> = {};
    for (const k of keys) {
      const kind = fieldKind(shape[k] as z.ZodType).kind;
      if (kind === 'json') {
        try {
          values[k] = JSON.parse(String(draft[k] ?? ''));
        } catch {
          bad[k] = t('content.settings.badJson');
        }
      } else values[k] = draft[k];
    }
    const check = schema.safeParse(values);
    if (!check.success) {
      for (const issue of check.error.issues) bad[String(issue.path[0] ?? '')] ??= issue.message;
    }
    setErrors(bad);
    if (Object.keys(bad).length > 0) return;
    const changed = Object.fromEntries(
      keys.filter((k) => JSON.stringify(values[k]) !== JSON.stringify(stored[k])).map((k) => [k, values[k]]),
    );
    if (Object.keys(changed).length === 0) {
      setSaved(true);
      return;
    }
    const r = await write.run({ group, values: changed });
    if (r) setSaved(true);
    else if (write.error?.fields.length)
      setErrors(Object.fromEntries(write.error.fields.map((f) => [f, t('ui.invalid')])));
  };
  useEffect(() => {
    if (write.error?.fields.length) {
      setErrors(Object.fromEntries(write.error.fields.map((f) => [f.split('.')[0] ?? f, t('ui.invalid')])));
    }
  }, [write.error, t]);

  return (
    <form onSubmit={submit} noValidate className="panel content-settings content-wide">
      {keys.map((k) => {
        const id = `${ids}-${k}`;
        const kind = fieldKind(shape[k] as z.ZodType);
        const label = t(`content.settings.field.${k}`);
        const error = errors[k];
        const set = (v: unknown) => {
          setDraft((d) => ({ ...d, [k]: v }));
          setSaved(false);
        };
        const described = error ? `${id}-error` : undefined;
        const isSecret = secretsSet.includes(k) || k.toLowerCase().includes('secret');
        let control: React.ReactNode;
        if (kind.kind === 'boolean') {
          return (
            <div key={k} className={`field${error ? ' invalid' : ''}`}>
              <label className="check">
                <input
                  type="checkbox"
                  disabled={!canEdit}
                  checked={draft[k] === true}
                  onChange={(e) => set(e.target.checked)}
                />
                {label}
              </label>
            </div>
          );
        }
        if (kind.kind === 'choices') {
          const list = Array.isArray(draft[k]) ? (draft[k] as string[]) : [];
          return (
            <fieldset key={k} className={`field content-choices${error ? ' invalid' : ''}`} disabled={!canEdit}>
              <legend>{label}</legend>
              {kind.options.map((o) => (
                <label key={o} className="check">
                  <input
                    type="checkbox"
                    checked={list.includes(o)}
                    onChange={(e) => set(e.target.checked ? [...list, o] : list.filter((x) => x !== o))}
                  />
                  {o}
                </label>
              ))}
              {error ? (
                <p className="field-error" role="alert">
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        }
        if (kind.kind === 'choice') {
          control = (
            <select
              id={id}
              disabled={!canEdit}
              value={String(draft[k] ?? '')}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              onChange={(e) => {
                const raw = e.target.value;
                set(typeof stored[k] === 'number' ? Number(raw) : raw);
              }}
            >
              {kind.options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          );
        } else if (kind.kind === 'json') {
          control = (
            <textarea
              id={id}
              disabled={!canEdit}
              rows={6}
              className="mono"
              value={String(draft[k] ?? '')}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              onChange={(e) => set(e.target.value)}
            />
          );
        } else {
          control = (
            <input
              id={id}
              disabled={!canEdit}
              type={kind.kind === 'number' ? 'number' : isSecret ? 'password' : 'text'}
              autoComplete="off"
              placeholder={isSecret && secretsSet.includes(k) ? t('content.settings.secretKept') : undefined}
              value={draft[k] === undefined || draft[k] === null ? '' : String(draft[k])}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              onChange={(e) => set(kind.kind === 'number' ? e.target.valueAsNumber : e.target.value)}
            />
          );
        }
        return (
          <div key={k} className={`field${error ? ' invalid' : ''}`}>
            <label htmlFor={id}>{label}</label>
            {control}
            {error ? (
              <p className="field-error" id={`${id}-error`} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {write.error ? (
        <p className="form-error" role="alert">
          {errorText(t, write.error)}
        </p>
      ) : null}
      {saved ? (
        <p className="notice" role="status">
          {t('content.saved')}
        </p>
      ) : null}
      {canEdit ? (
        <div className="dialog-actions">
          <button type="submit" className="btn primary" disabled={write.pending}>
            {t('content.settings.saveGroup', { group: t(`content.settings.group.${group}`) })}
          </button>
        </div>
      ) : null}
    </form>
  );
}

/** A look at the player site's header with the brand's appearance, and a link to the site itself. */
function Preview({ name, appearance }: { name: string; appearance: Record<string, unknown> }) {
  const t = useT();
  const theme = String(appearance.defaultTheme ?? 'dark');
  const colour = String(appearance.chatHeaderColor ?? '');
  return (
    <aside className="panel content-preview" aria-label={t('content.settings.preview')}>
      <h2>{t('content.settings.preview')}</h2>
      <div className="content-preview-site" data-theme={theme === 'light' ? 'light' : 'dark'} data-testid="preview">
        <strong>{name}</strong>
        <span className="content-preview-buttons">
          <span>{t('content.settings.previewLogin')}</span>
          <span>{t('content.settings.previewRegister')}</span>
        </span>
      </div>
      <p className="content-preview-chat">
        <span className="content-swatch" style={{ background: /^#[0-9a-f]{6}$/i.test(colour) ? colour : undefined }} />
        {t('content.settings.previewChat', { colour })}
      </p>
      <p>
        <a className="link" href="/" target="_blank" rel="noopener">
          {t('content.settings.openSite')}
        </a>
      </p>
    </aside>
  );
}

/** Brand settings by group (tabs), checked with the groups' schemas, with a preview. */
export default function SettingsPage() {
  const t = useT();
  const me = useMe();
  const canEdit = me.role === 'owner' || me.role === 'admin';
  const view = useStaffCall(calls.settingsGet, {});
  const [group, setGroup] = useState<SettingsGroup>('identity');
  const tabs = useId();
  const data = view.data;
  return (
    <Page title={t('content.settings.nav')}>
      {view.error ? (
        <p className="form-error" role="alert">
          {errorText(t, view.error)}
        </p>
      ) : null}
      <div className="content-tabs" role="tablist" aria-label={t('content.settings.groups')}>
        {SETTINGS_GROUPS.map((g) => (
          <button
            key={g}
            type="button"
            role="tab"
            id={`${tabs}-${g}`}
            aria-selected={g === group}
            aria-controls={`${tabs}-panel`}
            tabIndex={g === group ? 0 : -1}
            className={`btn small${g === group ? ' primary' : ''}`}
            onClick={() => setGroup(g)}
            onKeyDown={(e) => {
              const i = SETTINGS_GROUPS.indexOf(g);
              const next =
                e.key === 'ArrowRight'
                  ? SETTINGS_GROUPS[(i + 1) % SETTINGS_GROUPS.length]
                  : e.key === 'ArrowLeft'
                    ? SETTINGS_GROUPS[(i - 1 + SETTINGS_GROUPS.length) % SETTINGS_GROUPS.length]
                    : undefined;
              if (next) {
                setGroup(next);
                document.getElementById(`${tabs}-${next}`)?.focus();
              }
            }}
          >
            {t(`content.settings.group.${g}`)}
          </button>
        ))}
      </div>
      <div className="content-settings-layout">
        <div role="tabpanel" id={`${tabs}-panel`} aria-labelledby={`${tabs}-${group}`}>
          {data ? (
            <SettingsGroupForm
              key={group}
              group={group}
              stored={(data.groups[group] ?? {}) as Record<string, unknown>}
              secretsSet={data.secretsSet}
              canEdit={canEdit}
            />
          ) : (
            <p className="muted">{t('ui.loading')}</p>
          )}
          {data && group === 'registration' ? (
            <div className="panel">
              <h2>{t('content.settings.registerRules')}</h2>
              <ul className="content-rules">
                {data.registerRules.map((r) => (
                  <li key={r.key}>
                    <code>{r.key}</code>{' '}
                    {t(
                      r.enabled
                        ? r.required
                          ? 'content.settings.ruleRequired'
                          : 'content.settings.ruleOptional'
                        : 'content.settings.ruleOff',
                      {
                        min: r.minLength,
                        max: r.maxLength,
                        pattern: r.patternId,
                      },
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {data ? (
          <Preview name={data.name} appearance={(data.groups.appearance ?? {}) as Record<string, unknown>} />
        ) : null}
      </div>
    </Page>
  );
}
