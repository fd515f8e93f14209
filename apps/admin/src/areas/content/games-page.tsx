import type { TStaffGame, TStaffVendor } from '@app/contracts/calls/backoffice-content';
import * as calls from '@app/contracts/calls/backoffice-content';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { errorText } from '../../ui/error-text.ts';
import { Page } from '../../ui/page.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';

const EDITORS = ['owner', 'admin', 'content'];

/** The brand's vendors: on or off, maintenance, hot, and their order in the menus. */
function VendorsPanel({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const list = useStaffCall(calls.vendors, {});
  const set = useStaffWrite(calls.vendorSet, { invalidates: [calls.vendors] });
  const order = useStaffWrite(calls.vendorOrder, { invalidates: [calls.vendors] });
  const rows = list.data ?? [];
  const move = (i: number, by: number) => {
    const codes = rows.map((v) => v.code);
    const j = i + by;
    if (j < 0 || j >= codes.length) return;
    [codes[i], codes[j]] = [codes[j] as string, codes[i] as string];
    void order.run({ codes });
  };
  const columns: Column<TStaffVendor>[] = [
    { id: 'name', header: t('content.games.vendor'), cell: (v) => `${v.name} (${v.code})` },
    { id: 'category', header: t('content.games.category'), cell: (v) => v.category },
    {
      id: 'state',
      header: t('content.state'),
      cell: (v) => (
        <StatusBadge
          status={!v.enabled ? 'locked' : v.maintenance.active ? 'pending' : 'active'}
          label={
            !v.enabled ? t('content.off') : v.maintenance.active ? t('content.games.maintenance') : t('content.on')
          }
        />
      ),
    },
    { id: 'hot', header: t('content.games.hot'), cell: (v) => (v.isHot ? t('content.yes') : t('content.no')) },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: t('content.actions'),
            cell: (v: TStaffVendor) => {
              const i = rows.indexOf(v);
              const name = v.name;
              return (
                <div className="row-actions">
                  <button
                    type="button"
                    className="btn small"
                    aria-label={t(v.enabled ? 'content.games.disableOf' : 'content.games.enableOf', { name })}
                    onClick={() => void set.run({ code: v.code, enabled: !v.enabled })}
                  >
                    {v.enabled ? t('content.games.disable') : t('content.games.enable')}
                  </button>
                  <button
                    type="button"
                    className="btn small"
                    aria-label={t(
                      v.maintenance.on ? 'content.games.maintenanceOffOf' : 'content.games.maintenanceOnOf',
                      {
                        name,
                      },
                    )}
                    onClick={() => void set.run({ code: v.code, maintenance: { on: !v.maintenance.on } })}
                  >
                    {v.maintenance.on ? t('content.games.maintenanceOff') : t('content.games.maintenanceOn')}
                  </button>
                  <button
                    type="button"
                    className="btn small"
                    aria-label={t(v.isHot ? 'content.games.unhotOf' : 'content.games.hotOf', { name })}
                    onClick={() => void order.run({ hot: [{ code: v.code, hot: !v.isHot }] })}
                  >
                    {v.isHot ? t('content.games.unhot') : t('content.games.makeHot')}
                  </button>
                  <button
                    type="button"
                    className="btn small"
                    aria-label={t('content.upOf', { name })}
                    disabled={i <= 0 || order.pending}
                    onClick={() => move(i, -1)}
                  >
                    {t('content.up')}
                  </button>
                  <button
                    type="button"
                    className="btn small"
                    aria-label={t('content.downOf', { name })}
                    disabled={i < 0 || i >= rows.length - 1 || order.pending}
                    onClick={() => move(i, 1)}
                  >
                    {t('content.down')}
                  </button>
                </div>
              );
            },
          },
        ]
      : []),
  ];
  const error = set.error ?? order.error;
  return (
    <section className="panel content-wide">
      <h2>{t('content.games.vendors')}</h2>
      {error ? (
        <p className="form-error" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
      <DataTable
        caption={t('content.games.vendors')}
        columns={columns}
        rows={list.data}
        rowKey={(v) => v.code}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    </section>
  );
}

/** The catalogue's games with the brand's maintenance; hot and order only for a platform owner. */
function GamesPanel({ canEdit, platform }: { canEdit: boolean; platform: boolean }) {
  const t = useT();
  const ids = useId();
  const vendors = useStaffCall(calls.vendors, {});
  const [draft, setDraft] = useState({ vendor: '', q: '', maintenance: false });
  const [filters, setFilters] = useState(draft);
  const [page, setPage] = useState(1);
  const input = {
    ...(filters.vendor ? { vendor: filters.vendor } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.maintenance ? { maintenance: '1' as const } : {}),
    pageNo: page,
    pageSize: 20,
  };
  const list = useStaffCall(calls.games, input, { keepPrevious: true });
  const set = useStaffWrite(calls.gameSet, { invalidates: [calls.games] });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setFilters(draft);
  };
  const columns: Column<TStaffGame>[] = [
    { id: 'name', header: t('content.games.game'), cell: (g) => g.name },
    { id: 'vendor', header: t('content.games.vendor'), cell: (g) => g.vendor },
    { id: 'code', header: t('content.games.code'), cell: (g) => <code>{g.code}</code> },
    {
      id: 'state',
      header: t('content.state'),
      cell: (g) => (
        <StatusBadge
          status={g.maintenance.on ? 'pending' : 'active'}
          label={g.maintenance.on ? t('content.games.maintenance') : t('content.on')}
        />
      ),
    },
    { id: 'hot', header: t('content.games.hot'), cell: (g) => (g.isHot ? t('content.yes') : t('content.no')) },
    { id: 'sort', header: t('content.sort'), cell: (g) => g.sort, align: 'end' },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: t('content.actions'),
            cell: (g: TStaffGame) => (
              <div className="row-actions">
                <button
                  type="button"
                  className="btn small"
                  aria-label={t(g.maintenance.on ? 'content.games.maintenanceOffOf' : 'content.games.maintenanceOnOf', {
                    name: g.name,
                  })}
                  onClick={() => void set.run({ nodeId: g.nodeId, maintenance: { on: !g.maintenance.on } })}
                >
                  {g.maintenance.on ? t('content.games.maintenanceOff') : t('content.games.maintenanceOn')}
                </button>
                {platform ? (
                  <button
                    type="button"
                    className="btn small"
                    aria-label={t(g.isHot ? 'content.games.unhotOf' : 'content.games.hotOf', { name: g.name })}
                    onClick={() => void set.run({ nodeId: g.nodeId, isHot: !g.isHot })}
                  >
                    {g.isHot ? t('content.games.unhot') : t('content.games.makeHot')}
                  </button>
                ) : null}
              </div>
            ),
          },
        ]
      : []),
  ];
  const total = list.data?.total ?? 0;
  return (
    <section className="panel content-wide">
      <h2>{t('content.games.games')}</h2>
      {!platform ? <p className="muted">{t('content.games.platformNote')}</p> : null}
      <form className="filters" onSubmit={apply}>
        <div className="filters-fields">
          <div className="field">
            <label htmlFor={`${ids}-vendor`}>{t('content.games.vendor')}</label>
            <select
              id={`${ids}-vendor`}
              value={draft.vendor}
              onChange={(e) => setDraft({ ...draft, vendor: e.target.value })}
            >
              <option value="">{t('content.all')}</option>
              {(vendors.data ?? []).map((v) => (
                <option key={v.code} value={v.code}>
                  {v.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${ids}-q`}>{t('content.games.search')}</label>
            <input id={`${ids}-q`} value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={draft.maintenance}
              onChange={(e) => setDraft({ ...draft, maintenance: e.target.checked })}
            />
            {t('content.games.onlyMaintenance')}
          </label>
        </div>
        <div className="filters-actions">
          <button type="submit" className="btn primary">
            {t('ui.apply')}
          </button>
        </div>
      </form>
      {set.error ? (
        <p className="form-error" role="alert">
          {errorText(t, set.error)}
        </p>
      ) : null}
      <DataTable
        caption={t('content.games.gamesCaption', { n: total })}
        columns={columns}
        rows={list.data?.list}
        rowKey={(g) => g.nodeId}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        paging={{ page, hasNext: page * 20 < total, onPage: setPage }}
      />
    </section>
  );
}

/** Vendors and games of the brand. */
export default function GamesPage() {
  const t = useT();
  const me = useMe();
  const canEdit = EDITORS.includes(me.role);
  return (
    <Page title={t('content.games.nav')}>
      <VendorsPanel canEdit={canEdit} />
      <GamesPanel canEdit={canEdit} platform={me.staff.brand === null} />
    </Page>
  );
}
