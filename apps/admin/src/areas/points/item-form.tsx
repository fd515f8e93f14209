import type { TBoMallItem } from '@app/contracts/calls/backoffice-points';
import * as calls from '@app/contracts/calls/backoffice-points';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { errorText } from '../../ui/error-text.ts';

type Kind = TBoMallItem['kind'];
const KINDS: readonly Kind[] = ['voucher', 'bonus', 'goods'];

interface Draft {
  kind: Kind;
  nameEn: string;
  nameCn: string;
  descEn: string;
  descCn: string;
  points: string;
  amount: string;
  wagering: string;
  stock: string;
  limit: string;
  active: boolean;
}

function draftOf(item: TBoMallItem | null): Draft {
  return {
    kind: item?.kind ?? 'voucher',
    nameEn: item?.names.EN ?? '',
    nameCn: item?.names.CN ?? '',
    descEn: item?.descriptions.EN ?? '',
    descCn: item?.descriptions.CN ?? '',
    points: item ? String(item.points) : '',
    amount: item && item.amount > 0 ? String(item.amount) : '',
    wagering: item ? String(item.wageringMultiple) : '0',
    stock: item ? String(item.stock) : '',
    limit: item?.perMemberLimit ? String(item.perMemberLimit) : '',
    active: item?.active ?? true,
  };
}

/** The contract's input from the form, checked with the same schema the server uses. */
function inputOf(d: Draft) {
  const texts = (en: string, cn: string) => ({
    ...(en.trim() ? { EN: en.trim() } : {}),
    ...(cn.trim() ? { CN: cn.trim() } : {}),
  });
  const raw = {
    kind: d.kind,
    names: texts(d.nameEn, d.nameCn),
    descriptions: texts(d.descEn, d.descCn),
    points: Number(d.points),
    amount: d.kind === 'goods' ? 0 : d.amount.trim(),
    wageringMultiple: d.kind === 'bonus' ? Number(d.wagering || 0) : 0,
    stock: Number(d.stock),
    perMemberLimit: d.limit.trim() === '' ? null : Number(d.limit),
    active: d.active,
  };
  const parsed = calls.ZMallItemInput.safeParse(raw);
  const bad = new Set<string>();
  if (!parsed.success) for (const i of parsed.error.issues) bad.add(String(i.path[0] ?? ''));
  if (!raw.names.EN) bad.add('names');
  if (d.kind !== 'goods' && !(Number(d.amount) > 0)) bad.add('amount');
  if (d.points.trim() === '') bad.add('points');
  if (d.stock.trim() === '') bad.add('stock');
  return parsed.success && bad.size === 0 ? { input: parsed.data, bad } : { input: undefined, bad };
}

/** Creates a mall item, or edits one (all fields; redemptions made keep their own terms). */
export function ItemForm({ item, onDone }: { item: TBoMallItem | null; onDone(saved: TBoMallItem | null): void }) {
  const t = useT();
  const id = useId();
  const create = useStaffWrite(calls.createItem, { invalidates: [calls.items] });
  const update = useStaffWrite(calls.updateItem, { invalidates: [calls.items] });
  const [d, setD] = useState<Draft>(() => draftOf(item));
  const [bad, setBad] = useState<Set<string>>(new Set());
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));
  const error = create.error ?? update.error;
  const pending = create.pending || update.pending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = inputOf(d);
    setBad(r.bad);
    if (!r.input) return;
    const saved = item ? await update.run({ ...r.input, id: item.id }) : await create.run(r.input);
    if (saved) onDone(saved);
  };

  const field = (
    key: keyof Draft,
    label: string,
    badKey: string,
    opts: { type?: string; hint?: string; inputMode?: 'numeric' | 'decimal'; required?: boolean } = {},
  ) => {
    const fid = `${id}-${key}`;
    const invalid = bad.has(badKey);
    return (
      <div className={`field${invalid ? ' invalid' : ''}`}>
        <label htmlFor={fid}>{label}</label>
        <input
          id={fid}
          type={opts.type ?? 'text'}
          inputMode={opts.inputMode}
          required={opts.required}
          value={String(d[key])}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={opts.hint ? `${fid}-hint` : undefined}
          onChange={(e) => set(key, e.target.value as never)}
        />
        {opts.hint ? (
          <p className="field-hint" id={`${fid}-hint`}>
            {opts.hint}
          </p>
        ) : null}
        {invalid ? (
          <p className="field-error" role="alert">
            {t('ui.invalid')}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{item ? t('points.form.editTitle') : t('points.form.newTitle')}</h3>
      <div className="field">
        <label htmlFor={`${id}-kind`}>{t('points.form.kind')}</label>
        <select id={`${id}-kind`} value={d.kind} onChange={(e) => set('kind', e.target.value as Kind)}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`points.kind.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {field('nameEn', t('points.form.nameEn'), 'names', { required: true })}
      {field('nameCn', t('points.form.nameCn'), 'names')}
      {field('descEn', t('points.form.descEn'), 'descriptions')}
      {field('descCn', t('points.form.descCn'), 'descriptions')}
      {field('points', t('points.form.points'), 'points', { inputMode: 'numeric', required: true })}
      {d.kind === 'goods'
        ? null
        : field('amount', t('points.form.amount'), 'amount', {
            inputMode: 'decimal',
            hint: t('points.form.amountHint'),
            required: true,
          })}
      {d.kind === 'bonus'
        ? field('wagering', t('points.form.wagering'), 'wageringMultiple', { inputMode: 'numeric' })
        : null}
      {field('stock', t('points.form.stock'), 'stock', { inputMode: 'numeric', required: true })}
      {field('limit', t('points.form.limit'), 'perMemberLimit', {
        inputMode: 'numeric',
        hint: t('points.form.limitHint'),
      })}
      <div className="field">
        <label>
          <input type="checkbox" checked={d.active} onChange={(e) => set('active', e.target.checked)} />{' '}
          {t('points.form.active')}
        </label>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="submit" className="btn primary" disabled={pending}>
          {t('points.form.save')}
        </button>
        <button type="button" className="btn" onClick={() => onDone(null)}>
          {t('points.form.cancel')}
        </button>
      </div>
    </form>
  );
}
