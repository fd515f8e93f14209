import type { TMissionRow } from '@app/contracts/calls/backoffice-missions';
import * as calls from '@app/contracts/calls/backoffice-missions';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Page } from '../../ui/page.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { MISSIONS_EDITORS } from './index.ts';
import { MissionFormDialog } from './mission-form.tsx';
import './missions.css';

/** /missions: the brand's missions with this period's completions and claims; create, edit, deactivate. */
export default function MissionsPage() {
  const t = useT();
  const me = useMe();
  const canEdit = MISSIONS_EDITORS.includes(me.role);
  const list = useStaffCall(calls.missions, {});
  const toggle = useStaffWrite(calls.setMissionActive, { invalidates: [calls.missions] });
  const [editing, setEditing] = useState<TMissionRow | 'new' | null>(null);
  const [toggling, setToggling] = useState<TMissionRow | null>(null);
  const money = (m: TMissionRow) => m.kind === 'deposit' || m.kind === 'bet';
  return (
    <Page
      title={t('mi.missions.nav')}
      actions={
        canEdit ? (
          <button type="button" className="btn primary" onClick={() => setEditing('new')}>
            {t('mi.new')}
          </button>
        ) : null
      }
    >
      <p className="muted">{t('mi.missions.lead', { currency: boot.currency })}</p>
      <DataTable
        caption={t('mi.missions.caption')}
        rows={list.data?.missions}
        loading={list.loading}
        error={list.error}
        rowKey={(m) => m.id}
        columns={[
          { id: 'code', header: t('mi.col.code'), cell: (m) => m.code },
          { id: 'title', header: t('mi.col.title'), cell: (m) => m.titles.EN },
          { id: 'cadence', header: t('mi.col.cadence'), cell: (m) => t(`mi.cadence.${m.cadence}`) },
          {
            id: 'kind',
            header: t('mi.col.kind'),
            cell: (m) => `${t(`mi.kind.${m.kind}`)}${m.category ? ` (${m.category})` : ''}`,
          },
          {
            id: 'target',
            header: t('mi.col.target'),
            align: 'end',
            cell: (m) => (money(m) ? `${m.target} ${boot.currency}` : m.target),
          },
          {
            id: 'reward',
            header: t('mi.col.reward'),
            cell: (m) =>
              `${m.rewardAmount}${m.rewardKind === 'points' ? '' : ` ${boot.currency}`} ${t(`mi.reward.${m.rewardKind}`)}${
                m.rewardKind === 'bonus' ? ` ×${m.wageringMultiple}` : ''
              }`,
          },
          { id: 'progress', header: t('mi.col.progress'), align: 'end', cell: (m) => `${m.completed} / ${m.claimed}` },
          { id: 'status', header: t('mi.col.status'), cell: (m) => (m.active ? t('mi.active') : t('mi.inactive')) },
          {
            id: 'actions',
            header: t('mi.col.actions'),
            cell: (m) =>
              canEdit ? (
                <span className="mi-actions">
                  <button
                    type="button"
                    className="btn"
                    aria-label={t('mi.editNamed', { code: m.code })}
                    onClick={() => setEditing(m)}
                  >
                    {t('mi.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn"
                    aria-label={t('mi.toggleNamed', {
                      action: m.active ? t('mi.deactivate') : t('mi.activate'),
                      code: m.code,
                    })}
                    onClick={() => setToggling(m)}
                  >
                    {m.active ? t('mi.deactivate') : t('mi.activate')}
                  </button>
                </span>
              ) : null,
          },
        ]}
      />
      {editing ? (
        <MissionFormDialog
          mission={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {toggling ? (
        <ReasonDialog
          open
          title={t('mi.toggle.title', {
            action: toggling.active ? t('mi.deactivate') : t('mi.activate'),
            code: toggling.code,
          })}
          description={t('mi.toggle.note')}
          error={toggle.error}
          onClose={() => {
            toggle.reset();
            setToggling(null);
          }}
          onConfirm={async (reason) => {
            const done = await toggle.run({ id: toggling.id, active: !toggling.active, reason });
            if (!done) return false;
            setToggling(null);
            return true;
          }}
        />
      ) : null}
    </Page>
  );
}
