import type { TLotterySettings } from '@app/contracts/calls/backoffice-lottery';
import * as calls from '@app/contracts/calls/backoffice-lottery';
import { useId, useMemo } from 'react';
import { z } from 'zod';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { SelectField, TextField, useZodForm } from '../../ui/form.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';

const AMOUNT = /^\d{1,12}(\.\d{1,4})?$/;
const positive = (v: string) => AMOUNT.test(v.trim()) && Number(v) > 0;
const SCHEMA = z.object({
  enabled: z.enum(['yes', 'no']),
  resultSource: z.enum(['house', 'outside']),
  closeSeconds: z
    .string()
    .regex(/^\d{1,5}$/)
    .refine((v) => Number(v) <= 86_400),
  minUnit: z.string().refine(positive),
  maxUnit: z.string().refine(positive),
  maxPayoutNumber: z.string().refine((v) => v.trim() === '' || positive(v)),
  maxPayoutDraw: z.string().refine((v) => v.trim() === '' || positive(v)),
});

/** The amount fields: name, label key, and whether empty means no limit. */
const AMOUNTS = [
  ['minUnit', 'lottery.settings.minUnit', false],
  ['maxUnit', 'lottery.settings.maxUnit', false],
  ['maxPayoutNumber', 'lottery.settings.maxNumber', true],
  ['maxPayoutDraw', 'lottery.settings.maxDraw', true],
] as const;

/** Edits a lottery's settings for the brand, with a reason (audited on the server). */
export function SettingsDialog({
  lottery,
  onClose,
  onSaved,
}: {
  lottery: TLotterySettings;
  onClose(): void;
  onSaved(saved: TLotterySettings): void;
}) {
  const t = useT();
  const id = useId();
  const save = useStaffWrite(calls.settingsUpdate, { invalidates: [calls.lotteries] });
  const initial = useMemo(
    () => ({
      enabled: (lottery.enabled ? 'yes' : 'no') as 'yes' | 'no',
      resultSource: lottery.resultSource,
      closeSeconds: String(lottery.closeSeconds),
      minUnit: String(lottery.minUnit),
      maxUnit: String(lottery.maxUnit),
      maxPayoutNumber: lottery.maxPayoutNumber === null ? '' : String(lottery.maxPayoutNumber),
      maxPayoutDraw: lottery.maxPayoutDraw === null ? '' : String(lottery.maxPayoutDraw),
    }),
    [lottery],
  );
  const form = useZodForm(SCHEMA, initial);
  const amount = t('lottery.settings.amountInvalid');
  return (
    <ReasonDialog
      open
      title={t('lottery.settings.title', { name: lottery.name })}
      confirmLabel={t('lottery.settings.save')}
      error={save.error}
      onClose={() => {
        save.reset();
        onClose();
      }}
      onConfirm={async (reason) => {
        const v = form.validate();
        if (!v) return false;
        const optional = (s: string) => (s.trim() === '' ? null : s.trim());
        const done = await save.run({
          gameCode: lottery.gameCode,
          enabled: v.enabled === 'yes',
          resultSource: v.resultSource,
          closeSeconds: Number(v.closeSeconds),
          minUnit: v.minUnit.trim(),
          maxUnit: v.maxUnit.trim(),
          maxPayoutNumber: optional(v.maxPayoutNumber),
          maxPayoutDraw: optional(v.maxPayoutDraw),
          reason,
        });
        if (!done) return false;
        onSaved(done);
        return true;
      }}
    >
      <div className="field">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          checked={form.values.enabled === 'yes'}
          onChange={(e) => form.set('enabled', e.target.checked ? 'yes' : 'no')}
        />{' '}
        <label htmlFor={`${id}-enabled`}>{t('lottery.settings.enabled')}</label>
      </div>
      <SelectField
        form={form}
        name="resultSource"
        label={t('lottery.col.source')}
        options={[
          { value: 'house', label: t('lottery.source.house') },
          { value: 'outside', label: t('lottery.source.outside') },
        ]}
      />
      <TextField
        form={form}
        name="closeSeconds"
        label={t('lottery.settings.closeSeconds')}
        inputMode="numeric"
        invalidText={t('lottery.settings.secondsInvalid')}
      />
      {AMOUNTS.map(([name, label, optional]) => (
        <TextField
          key={name}
          form={form}
          name={name}
          label={t(label)}
          inputMode="decimal"
          invalidText={amount}
          {...(optional ? { hint: t('lottery.settings.limitHint') } : {})}
        />
      ))}
    </ReasonDialog>
  );
}
