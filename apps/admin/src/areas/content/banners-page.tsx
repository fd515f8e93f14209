import type { TStaffBanner } from '@app/contracts/calls/backoffice-content';
import * as calls from '@app/contracts/calls/backoffice-content';
import { BANNER_GROUPS, LINKAGE_TYPES } from '@app/contracts/content';
import type { Language } from '@app/contracts/languages';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { errorText } from '../../ui/error-text.ts';
import { SelectField, TextField, useZodForm } from '../../ui/form.tsx';
import { Page } from '../../ui/page.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { asFieldError, CheckField, DateTimeField, languageOptions } from './fields.tsx';
import { RowActions } from './row-actions.tsx';

const EDITORS = ['owner', 'admin', 'content'];
type TGroup = (typeof BANNER_GROUPS)[number];
type TLink = '' | (typeof LINKAGE_TYPES)[number];

/** The banner form: new (create) or an existing banner's fields and one language's text. */
export function BannerForm({ banner, group, onDone }: { banner: TStaffBanner | null; group: string; onDone(): void }) {
  const t = useT();
  const invalidates = [calls.banners];
  const create = useStaffWrite(calls.bannerCreate, { invalidates });
  const update = useStaffWrite(calls.bannerUpdate, { invalidates });
  const write = banner ? update : create;
  const en = banner?.texts.find((x) => x.lang === 'EN') ?? banner?.texts[0];
  const form = useZodForm(banner ? calls.bannerUpdate.request : calls.bannerCreate.request, {
    ...(banner ? { id: banner.id } : {}),
    groupName: (banner?.groupName ?? group) as TGroup,
    imageUrl: banner?.imageUrl ?? '',
    linkageType: (banner?.linkageType ?? '') as TLink,
    linkageValue: banner?.linkageValue ?? '',
    sort: banner?.sort ?? 0,
    enabled: banner?.enabled ?? true,
    startsAt: banner?.startsAt ?? null,
    endsAt: banner?.endsAt ?? null,
    lang: (en?.lang ?? 'EN') as Language,
    title: en?.title ?? '',
    subtitle: en?.subtitle ?? '',
  });
  const { serverErrors, set, values } = form;
  useEffect(
    () =>
      serverErrors(
        asFieldError(write.error, {
          image: 'imageUrl',
          link: 'linkageValue',
          linkType: 'linkageType',
          until: 'endsAt',
          group: 'groupName',
        }),
      ),
    [serverErrors, write.error],
  );
  // Switching the language shows that language's stored text (or empty fields to write it).
  const lang = String(values.lang ?? 'EN');
  useEffect(() => {
    if (!banner) return;
    const text = banner.texts.find((x) => x.lang === lang);
    set('title', text?.title ?? '');
    set('subtitle', text?.subtitle ?? '');
  }, [banner, lang, set]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    if (await write.run(input as never)) onDone();
  };
  return (
    <form onSubmit={submit} noValidate>
      <SelectField
        form={form}
        name="groupName"
        label={t('content.banners.group')}
        options={BANNER_GROUPS.map((g) => ({ value: g, label: t(`content.group.${g}`) }))}
      />
      <TextField
        form={form}
        name="imageUrl"
        label={t('content.banners.image')}
        hint={t('content.banners.imageHint')}
        required
      />
      <SelectField
        form={form}
        name="linkageType"
        label={t('content.banners.linkType')}
        options={[
          { value: '', label: t('content.banners.linkNone') },
          ...LINKAGE_TYPES.map((l) => ({ value: l, label: t(`content.link.${l}`) })),
        ]}
      />
      <TextField
        form={form}
        name="linkageValue"
        label={t('content.banners.link')}
        hint={t('content.banners.linkHint')}
      />
      <SelectField form={form} name="lang" label={t('content.language')} options={languageOptions(t)} />
      <TextField form={form} name="title" label={t('content.banners.title')} />
      <TextField form={form} name="subtitle" label={t('content.banners.subtitle')} />
      <TextField form={form} name="sort" type="number" label={t('content.sort')} />
      <DateTimeField form={form} name="startsAt" label={t('content.startsAt')} />
      <DateTimeField form={form} name="endsAt" label={t('content.endsAt')} />
      <CheckField form={form} name="enabled" label={t('content.enabled')} />
      {write.error ? (
        <p className="form-error" role="alert">
          {errorText(t, write.error)}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onDone}>
          {t('ui.cancel')}
        </button>
        <button type="submit" className="btn primary" disabled={write.pending}>
          {t('content.save')}
        </button>
      </div>
    </form>
  );
}

type Editing = { banner: TStaffBanner | null } | null;

/** Banners per route group: add, edit per language, switch off, reorder, remove. */
export default function BannersPage() {
  const t = useT();
  const me = useMe();
  const canEdit = EDITORS.includes(me.role);
  const [group, setGroup] = useState<string>('w_home');
  const groupId = useId();
  const list = useStaffCall(calls.banners, { groupName: group as (typeof BANNER_GROUPS)[number] });
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<TStaffBanner | null>(null);
  const order = useStaffWrite(calls.bannerOrder, { invalidates: [calls.banners] });
  const toggle = useStaffWrite(calls.bannerUpdate, { invalidates: [calls.banners] });
  const remove = useStaffWrite(calls.bannerDelete, { invalidates: [calls.banners] });
  const rows = list.data ?? [];
  const move = (i: number, by: number) => {
    const ids = rows.map((r) => r.id);
    const j = i + by;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j] as number, ids[i] as number];
    void order.run({ groupName: group as (typeof BANNER_GROUPS)[number], ids });
  };
  const titleOf = (b: TStaffBanner) => (b.texts.find((x) => x.lang === 'EN') ?? b.texts[0])?.title || `#${b.id}`;

  const columns: Column<TStaffBanner>[] = [
    {
      id: 'image',
      header: t('content.banners.image'),
      cell: (b) => <img className="content-thumb" src={b.imageUrl} alt={titleOf(b)} />,
    },
    { id: 'title', header: t('content.banners.title'), cell: titleOf },
    {
      id: 'langs',
      header: t('content.languages'),
      cell: (b) => b.texts.map((x) => x.lang).join(', ') || '-',
    },
    {
      id: 'state',
      header: t('content.state'),
      cell: (b) => (
        <StatusBadge
          status={b.enabled ? 'active' : 'locked'}
          label={b.enabled ? t('content.shown') : t('content.hidden')}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: t('content.actions'),
            cell: (b: TStaffBanner) => {
              const i = rows.indexOf(b);
              const name = titleOf(b);
              return (
                <RowActions
                  name={name}
                  onEdit={() => setEditing({ banner: b })}
                  toggle={{ enabled: b.enabled, onToggle: () => void toggle.run({ id: b.id, enabled: !b.enabled }) }}
                  move={{
                    onUp: () => move(i, -1),
                    onDown: () => move(i, 1),
                    upDisabled: i <= 0 || order.pending,
                    downDisabled: i < 0 || i >= rows.length - 1 || order.pending,
                  }}
                  onRemove={() => {
                    remove.reset();
                    setRemoving(b);
                  }}
                />
              );
            },
          },
        ]
      : []),
  ];

  return (
    <Page
      title={t('content.banners.nav')}
      actions={
        canEdit ? (
          <button type="button" className="btn primary" onClick={() => setEditing({ banner: null })}>
            {t('content.banners.add')}
          </button>
        ) : undefined
      }
    >
      <div className="field content-filter">
        <label htmlFor={groupId}>{t('content.banners.group')}</label>
        <select id={groupId} value={group} onChange={(e) => setGroup(e.target.value)}>
          {BANNER_GROUPS.map((g) => (
            <option key={g} value={g}>
              {t(`content.group.${g}`)}
            </option>
          ))}
        </select>
      </div>
      {order.error || toggle.error ? (
        <p className="form-error" role="alert">
          {errorText(t, order.error ?? toggle.error)}
        </p>
      ) : null}
      <DataTable
        caption={t('content.banners.caption')}
        columns={columns}
        rows={list.data}
        rowKey={(b) => b.id}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      <Dialog
        open={editing !== null}
        title={editing?.banner ? t('content.banners.editTitle') : t('content.banners.add')}
        onClose={() => setEditing(null)}
      >
        {editing ? <BannerForm banner={editing.banner} group={group} onDone={() => setEditing(null)} /> : null}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={t('content.removeOf', { name: removing ? titleOf(removing) : '' })}
        confirmLabel={t('content.remove')}
        error={remove.error}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing && (await remove.run({ id: removing.id }))) setRemoving(null);
        }}
      />
    </Page>
  );
}
