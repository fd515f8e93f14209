import * as calls from '@app/contracts/calls/backoffice-vip';
import { levelTableProblem, type TVipLevelInput, type TVipSettings } from '@app/contracts/calls/backoffice-vip';
import { parseAmount } from '@app/contracts/money';
import { useId, useState } from 'react';
import { type TFn, useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import { useStaffWrite } from '../../lib/query.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';

const AMOUNTS = ['minValidBet', 'minDeposit', 'upgradeBonus', 'monthlyBonus'] as const;
type AmountField = (typeof AMOUNTS)[number];
const HEADERS: Record<AmountField, string> = {
  minValidBet: 'vip.col.validBet',
  minDeposit: 'vip.col.deposit',
  upgradeBonus: 'vip.col.upgrade',
  monthlyBonus: 'vip.col.monthly',
};

/** A level as typed: every number kept as text until it is checked. */
interface Draft {
  level: number;
  names: Record<string, string>;
  minValidBet: string;
  minDeposit: string;
  upgradeBonus: string;
  monthlyBonus: string;
  wageringMultiple: string;
}

const toDraft = (l: TVipLevelInput): Draft => ({
  level: l.level,
  names: Object.fromEntries(Object.entries(l.names).map(([k, v]) => [k, v ?? ''])),
  minValidBet: String(l.minValidBet),
  minDeposit: String(l.minDeposit),
  upgradeBonus: String(l.upgradeBonus),
  monthlyBonus: String(l.monthlyBonus),
  wageringMultiple: String(l.wageringMultiple),
});

/** A typed amount in major units (0 allowed), or null. */
function amountOf(text: string): number | null {
  const s = text.trim();
  if (s === '0' || /^0(\.0+)?$/.test(s)) return 0;
  const r = parseAmount(s, boot.minorUnits);
  return r.ok ? r.minor / 10 ** boot.minorUnits : null;
}

/** The table as the call takes it, or the first problem (translated) with the cell it points at. */
function parse(t: TFn, drafts: readonly Draft[]): { levels: TVipLevelInput[] } | { error: string; cell: string } {
  const levels: TVipLevelInput[] = [];
  for (const [i, d] of drafts.entries()) {
    const en = (d.names.EN ?? '').trim();
    if (!en || en.length > 40) return { error: t('vip.invalid.name', { level: d.level }), cell: `${i}.name` };
    const amounts = AMOUNTS.map((f) => amountOf(d[f]));
    const bad = amounts.indexOf(null);
    const wagering = Number(d.wageringMultiple);
    if (bad >= 0 || !Number.isInteger(wagering) || wagering < 0 || wagering > 100 || d.wageringMultiple.trim() === '') {
      return {
        error: t('vip.invalid.number', { level: d.level, decimals: boot.minorUnits }),
        cell: bad >= 0 ? `${i}.${AMOUNTS[bad]}` : `${i}.wageringMultiple`,
      };
    }
    const [minValidBet, minDeposit, upgradeBonus, monthlyBonus] = amounts as number[];
    levels.push({
      level: d.level,
      names: Object.fromEntries(
        Object.entries(d.names)
          .filter(([, v]) => v.trim() !== '')
          .map(([k, v]) => [k, v.trim()]),
      ),
      minValidBet: minValidBet ?? 0,
      minDeposit: minDeposit ?? 0,
      upgradeBonus: upgradeBonus ?? 0,
      monthlyBonus: monthlyBonus ?? 0,
      wageringMultiple: wagering,
    });
  }
  const p = levelTableProblem(levels);
  if (p) {
    const key =
      p.code === 'vip.levels.order'
        ? 'vip.invalid.order'
        : p.code === 'vip.levels.base'
          ? 'vip.invalid.base'
          : 'vip.invalid.numbering';
    return { error: t(key, { level: p.index }), cell: `${p.index}.${p.field}` };
  }
  return { levels };
}

/**
 * The brand's VIP levels as one editable table with the rolling period: names (English and Chinese
 * here; other languages are kept as saved), thresholds and rewards. Checked here with the contract's
 * levelTableProblem before the reason dialog; the server checks again.
 */
export function LevelsForm({ settings, canEdit }: { settings: TVipSettings; canEdit: boolean }) {
  const t = useT();
  const id = useId();
  const [drafts, setDrafts] = useState<Draft[]>(() => settings.levels.map(toDraft));
  const [days, setDays] = useState(String(settings.rollingDays));
  const [problem, setProblem] = useState<{ error: string; cell: string } | null>(null);
  const [ready, setReady] = useState<{ rollingDays: number; levels: TVipLevelInput[] } | null>(null);
  const [saved, setSaved] = useState('');
  const write = useStaffWrite(calls.saveLevels, { invalidates: [calls.levels] });

  const edit = (i: number, change: (d: Draft) => Draft) => {
    setSaved('');
    setProblem(null);
    setDrafts((all) => all.map((d, j) => (j === i ? change(d) : d)));
  };
  const cellInput = (i: number, field: AmountField | 'wageringMultiple', d: Draft, label: string) => (
    <input
      aria-label={t('vip.field', { field: label, level: d.level })}
      aria-invalid={problem?.cell === `${i}.${field}` ? true : undefined}
      inputMode="decimal"
      size={9}
      value={d[field]}
      disabled={!canEdit}
      onChange={(e) => edit(i, (x) => ({ ...x, [field]: e.target.value }))}
    />
  );
  const nameInput = (i: number, lang: 'EN' | 'CN', d: Draft, label: string) => (
    <input
      aria-label={t('vip.field', { field: label, level: d.level })}
      aria-invalid={lang === 'EN' && problem?.cell === `${i}.name` ? true : undefined}
      maxLength={40}
      size={12}
      value={d.names[lang] ?? ''}
      disabled={!canEdit}
      onChange={(e) => edit(i, (x) => ({ ...x, names: { ...x.names, [lang]: e.target.value } }))}
    />
  );
  const rows = drafts.map((d, i) => ({ d, i }));
  const columns: Column<{ d: Draft; i: number }>[] = [
    { id: 'level', header: t('vip.col.level'), cell: ({ d }) => d.level },
    { id: 'name', header: t('vip.col.name'), cell: ({ d, i }) => nameInput(i, 'EN', d, t('vip.col.name')) },
    { id: 'nameCn', header: t('vip.col.nameCn'), cell: ({ d, i }) => nameInput(i, 'CN', d, t('vip.col.nameCn')) },
    ...AMOUNTS.map((f) => ({
      id: f,
      header: t(HEADERS[f]),
      align: 'end' as const,
      cell: ({ d, i }: { d: Draft; i: number }) => cellInput(i, f, d, t(HEADERS[f])),
    })),
    {
      id: 'wagering',
      header: t('vip.col.wagering'),
      align: 'end',
      cell: ({ d, i }) => cellInput(i, 'wageringMultiple', d, t('vip.col.wagering')),
    },
    {
      id: 'members',
      header: t('vip.col.members'),
      align: 'end',
      cell: ({ d }) => settings.members[String(d.level)] ?? 0,
    },
  ];

  const review = () => {
    setSaved('');
    const n = Number(days);
    if (!Number.isInteger(n) || n < 1 || n > 365) {
      setProblem({ error: t('vip.rollingDays.invalid'), cell: 'days' });
      return;
    }
    const r = parse(t, drafts);
    if ('error' in r) {
      setProblem(r);
      return;
    }
    setProblem(null);
    setReady({ rollingDays: n, levels: r.levels });
  };

  return (
    <div className="vip-levels">
      {!settings.saved ? <p className="notice">{t('vip.levels.unsaved')}</p> : null}
      <div className="field vip-days">
        <label htmlFor={`${id}-days`}>{t('vip.rollingDays')}</label>
        <input
          id={`${id}-days`}
          inputMode="numeric"
          value={days}
          disabled={!canEdit}
          aria-invalid={problem?.cell === 'days' ? true : undefined}
          onChange={(e) => {
            setProblem(null);
            setDays(e.target.value);
          }}
        />
      </div>
      <DataTable caption={t('vip.caption')} columns={columns} rows={rows} rowKey={(r) => r.d.level} />
      {problem ? (
        <p className="form-error" role="alert">
          {problem.error}
        </p>
      ) : null}
      {saved ? (
        <p className="notice" role="status">
          {saved}
        </p>
      ) : null}
      {canEdit ? (
        <div className="vip-actions">
          <button
            type="button"
            className="btn"
            disabled={drafts.length > 30}
            onClick={() =>
              setDrafts((all) => {
                const top = all.at(-1);
                if (!top) return all;
                return [...all, { ...top, level: top.level + 1, names: { EN: `VIP ${top.level + 1}` } }];
              })
            }
          >
            {t('vip.add')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={drafts.length <= 2}
            onClick={() => setDrafts((all) => all.slice(0, -1))}
          >
            {t('vip.removeTop')}
          </button>
          <button type="button" className="btn primary" onClick={review}>
            {t('vip.save')}
          </button>
        </div>
      ) : null}
      <ReasonDialog
        open={ready !== null}
        title={t('vip.save.title')}
        description={t('vip.save.description')}
        confirmLabel={t('vip.save')}
        error={write.error}
        onClose={() => {
          write.reset();
          setReady(null);
        }}
        onConfirm={async (reason) => {
          if (!ready) return false;
          const done = await write.run({ ...ready, reason });
          if (!done) return false;
          setDrafts(done.levels.map(toDraft));
          setReady(null);
          setSaved(t('vip.saved'));
          return true;
        }}
      />
    </div>
  );
}
