import type { TMissionInput, TMissionRow } from '@app/contracts/calls/backoffice-missions';
import * as calls from '@app/contracts/calls/backoffice-missions';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';

const CADENCES = ['daily', 'weekly'] as const;
const KINDS = ['deposit', 'bet', 'signin', 'rounds'] as const;
const REWARDS = ['points', 'cash', 'bonus'] as const;

type Draft = Record<
  | 'code'
  | 'cadence'
  | 'kind'
  | 'category'
  | 'target'
  | 'rewardKind'
  | 'rewardAmount'
  | 'wagering'
  | 'titleEn'
  | 'titleCn'
  | 'sort',
  string
>;

const draftOf = (m?: TMissionRow): Draft => ({
  code: m?.code ?? '',
  cadence: m?.cadence ?? 'daily',
  kind: m?.kind ?? 'deposit',
  category: m?.category ?? '',
  target: m ? String(m.target) : '',
  rewardKind: m?.rewardKind ?? 'points',
  rewardAmount: m ? String(m.rewardAmount) : '',
  wagering: String(m?.wageringMultiple ?? 0),
  titleEn: m?.titles.EN ?? '',
  titleCn: m?.titles.CN ?? '',
  sort: String(m?.sort ?? 0),
});

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** Which draft field each input field of the contract comes from (to mark the bad ones). */
const FIELD_OF: Record<string, keyof Draft> = {
  code: 'code',
  category: 'category',
  target: 'target',
  rewardAmount: 'rewardAmount',
  wageringMultiple: 'wagering',
  titles: 'titleEn',
  sort: 'sort',
};

/**
 * Creates or edits a mission in a dialog with a reason (audited). The draft is checked with the
 * contract's schema (ZMissionInput) before it is sent, so a field the server would refuse is marked.
 */
export function MissionFormDialog({
  mission,
  onClose,
  onDone,
}: {
  mission?: TMissionRow;
  onClose(): void;
  onDone(row: TMissionRow): void;
}) {
  const t = useT();
  const id = useId();
  const [d, setD] = useState<Draft>(() => draftOf(mission));
  const [bad, setBad] = useState<Set<keyof Draft>>(new Set());
  const create = useStaffWrite(calls.createMission, { invalidates: [calls.missions] });
  const edit = useStaffWrite(calls.editMission, { invalidates: [calls.missions] });
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => {
    setD((v) => ({ ...v, [k]: e.target.value }));
    setBad((b) => {
      const n = new Set(b);
      n.delete(k);
      return n;
    });
  };
  const labels: Record<keyof Draft, string> = {
    code: t('mi.f.code'),
    cadence: t('mi.f.cadence'),
    kind: t('mi.f.kind'),
    category: t('mi.f.category'),
    target: t('mi.f.target'),
    rewardKind: t('mi.f.rewardKind'),
    rewardAmount: t('mi.f.rewardAmount'),
    wagering: t('mi.f.wagering'),
    titleEn: t('mi.f.titleEn'),
    titleCn: t('mi.f.titleCn'),
    sort: t('mi.f.sort'),
  };

  function parsed(): TMissionInput | undefined {
    const titles: Record<string, string> = { EN: d.titleEn };
    if (d.titleCn.trim()) titles.CN = d.titleCn;
    const r = calls.ZMissionInput.safeParse({
      code: d.code,
      cadence: d.cadence,
      kind: d.kind,
      category: d.category,
      target: num(d.target),
      rewardKind: d.rewardKind,
      rewardAmount: num(d.rewardAmount),
      wageringMultiple: num(d.wagering),
      titles,
      sort: num(d.sort),
    });
    if (r.success) return r.data;
    setBad(new Set(r.error.issues.map((i) => FIELD_OF[String(i.path[0])] ?? 'code')));
    return undefined;
  }

  const text = (k: keyof Draft, inputMode?: 'decimal' | 'numeric') => (
    <div className="field">
      <label htmlFor={`${id}-${k}`}>{labels[k]}</label>
      <input
        id={`${id}-${k}`}
        value={d[k]}
        onChange={set(k)}
        inputMode={inputMode}
        aria-invalid={bad.has(k) || undefined}
      />
    </div>
  );
  const select = (k: keyof Draft, options: readonly string[], prefix: string, locked = false) => (
    <div className="field">
      <label htmlFor={`${id}-${k}`}>{labels[k]}</label>
      <select id={`${id}-${k}`} value={d[k]} onChange={set(k)} disabled={locked}>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`${prefix}.${o}`)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <ReasonDialog
      open
      title={mission ? t('mi.form.editTitle', { code: mission.code }) : t('mi.form.newTitle')}
      description={t('mi.form.note')}
      confirmLabel={t('mi.form.save')}
      error={create.error ?? edit.error}
      onClose={() => {
        create.reset();
        edit.reset();
        onClose();
      }}
      onConfirm={async (reason) => {
        const input = parsed();
        if (!input) return false;
        const done = mission
          ? await edit.run({ id: mission.id, mission: input, reason })
          : await create.run({ mission: input, reason });
        if (!done) return false;
        onDone(done);
        return true;
      }}
    >
      <div className="mi-form">
        {text('code')}
        {select('cadence', CADENCES, 'mi.cadence', !!mission)}
        {select('kind', KINDS, 'mi.kind', !!mission)}
        {text('category')}
        {text('target', 'decimal')}
        {select('rewardKind', REWARDS, 'mi.reward')}
        {text('rewardAmount', 'decimal')}
        {text('wagering', 'numeric')}
        {text('titleEn')}
        {text('titleCn')}
        {text('sort', 'numeric')}
      </div>
      {bad.size > 0 ? (
        <p className="form-error" role="alert">
          {t('mi.f.invalid', { fields: [...bad].map((k) => labels[k]).join(', ') })}
        </p>
      ) : null}
    </ReasonDialog>
  );
}
