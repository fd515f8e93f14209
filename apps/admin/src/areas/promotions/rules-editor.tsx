import { BET_CATEGORIES } from '@app/contracts/calls/promotion-shapes';
import { useT } from '../../i18n/i18n.tsx';
import type { PerCategory, RulesDraft, WageringDraft } from './draft.ts';
import { Group, Input, Select } from './fields.tsx';

type Errors = Record<string, true>;
const has = (errors: Errors, path: string) => Boolean(errors[path]);
/** Any error at or below `path`. */
const under = (errors: Errors, path: string) => Object.keys(errors).some((k) => k === path || k.startsWith(`${path}.`));

/** One field per bet category (a rate or a contribution percentage). */
function PerCategoryFields({
  label,
  values,
  onChange,
  errors,
  path,
}: {
  label: (category: string) => string;
  values: PerCategory;
  onChange(v: PerCategory): void;
  errors: Errors;
  path: string;
}) {
  return (
    <>
      {BET_CATEGORIES.map((c) => (
        <Input
          key={c}
          label={label(c)}
          value={values[c] ?? ''}
          inputMode="decimal"
          error={has(errors, `${path}.${c}`)}
          onChange={(v) => onChange({ ...values, [c]: v })}
        />
      ))}
    </>
  );
}

/** The wagering block every kind carries. */
export function WageringEditor({
  value,
  onChange,
  errors,
}: {
  value: WageringDraft;
  onChange(v: WageringDraft): void;
  errors: Errors;
}) {
  const t = useT();
  const p = 'rules.wagering';
  const set = (patch: Partial<WageringDraft>) => onChange({ ...value, ...patch });
  return (
    <Group legend={t('promotions.wagering.title')}>
      <Input
        label={t('promotions.wagering.multiple')}
        value={value.multiple}
        inputMode="numeric"
        hint={t('promotions.wagering.multipleHint')}
        error={has(errors, `${p}.multiple`)}
        onChange={(multiple) => set({ multiple })}
      />
      <Select
        label={t('promotions.wagering.base')}
        value={value.base}
        options={[
          { value: 'bonus', label: t('promotions.wagering.base.bonus') },
          { value: 'bonus_deposit', label: t('promotions.wagering.base.bonus_deposit') },
        ]}
        onChange={(base) => set({ base })}
      />
      <PerCategoryFields
        label={(c) => t('promotions.wagering.contribution', { category: c })}
        values={value.contributions}
        errors={errors}
        path={`${p}.contributions`}
        onChange={(contributions) => set({ contributions })}
      />
      <Input
        label={t('promotions.wagering.maxBet')}
        value={value.maxBet}
        inputMode="decimal"
        hint={t('promotions.form.emptyNoLimit')}
        error={has(errors, `${p}.maxBet`)}
        onChange={(maxBet) => set({ maxBet })}
      />
      <Input
        label={t('promotions.wagering.maxWin')}
        value={value.maxWin}
        inputMode="decimal"
        hint={t('promotions.form.emptyNoLimit')}
        error={has(errors, `${p}.maxWin`)}
        onChange={(maxWin) => set({ maxWin })}
      />
      <Input
        label={t('promotions.wagering.expiresDays')}
        value={value.expiresDays}
        inputMode="numeric"
        error={has(errors, `${p}.expiresDays`)}
        onChange={(expiresDays) => set({ expiresDays })}
      />
    </Group>
  );
}

/** The rules of the promotion's kind. */
export function RulesEditor({
  value,
  onChange,
  errors,
}: {
  value: RulesDraft;
  onChange(v: RulesDraft): void;
  errors: Errors;
}) {
  const t = useT();
  const set = (patch: Partial<RulesDraft>) => onChange({ ...value, ...patch });
  const f = (name: keyof RulesDraft & string, label: string, extra: { hint?: string; numeric?: boolean } = {}) => (
    <Input
      label={label}
      value={String(value[name])}
      inputMode={extra.numeric ? 'numeric' : 'decimal'}
      {...(extra.hint ? { hint: extra.hint } : {})}
      error={under(errors, `rules.${name}`)}
      onChange={(v) => set({ [name]: v } as Partial<RulesDraft>)}
    />
  );
  const k = value.kind;
  let body: React.ReactNode = null;
  if (k === 'deposit' || k === 'first_deposit') {
    body = (
      <Group
        legend={t('promotions.rules.tiers')}
        {...(under(errors, 'rules.tiers') ? { error: t('promotions.rules.tiersInvalid') } : {})}
      >
        {value.tiers.map((tier, i) => {
          const setTier = (patch: Partial<typeof tier>) =>
            set({ tiers: value.tiers.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
          const n = i + 1;
          return (
            <div key={n} className="promo-row">
              <Input
                label={t('promotions.rules.minDeposit', { n })}
                value={tier.minDeposit}
                inputMode="decimal"
                error={has(errors, `rules.tiers.${i}.minDeposit`)}
                onChange={(minDeposit) => setTier({ minDeposit })}
              />
              <Input
                label={t('promotions.rules.matchPct', { n })}
                value={tier.matchPct}
                inputMode="decimal"
                error={has(errors, `rules.tiers.${i}.matchBp`)}
                onChange={(matchPct) => setTier({ matchPct })}
              />
              <Input
                label={t('promotions.rules.tierCap', { n })}
                value={tier.cap}
                inputMode="decimal"
                error={has(errors, `rules.tiers.${i}.cap`)}
                onChange={(cap) => setTier({ cap })}
              />
              {value.tiers.length > 1 ? (
                <button
                  type="button"
                  className="btn small"
                  onClick={() => set({ tiers: value.tiers.filter((_, j) => j !== i) })}
                >
                  {t('promotions.rules.removeTier', { n })}
                </button>
              ) : null}
            </div>
          );
        })}
        {value.tiers.length < 10 ? (
          <button
            type="button"
            className="btn small"
            onClick={() => set({ tiers: [...value.tiers, { minDeposit: '', matchPct: '', cap: '' }] })}
          >
            {t('promotions.rules.addTier')}
          </button>
        ) : null}
      </Group>
    );
  } else if (k === 'rebate' || k === 'cashback') {
    body = (
      <Group
        legend={t(`promotions.rules.${k}`)}
        {...(has(errors, 'rules.rates') ? { error: t('promotions.rules.ratesInvalid') } : {})}
      >
        <Select
          label={t('promotions.rules.period')}
          value={value.period}
          options={[
            { value: 'daily', label: t('promotions.period.daily') },
            { value: 'weekly', label: t('promotions.period.weekly') },
          ]}
          onChange={(period) => set({ period })}
        />
        <PerCategoryFields
          label={(c) => t('promotions.rules.rate', { category: c })}
          values={value.rates}
          errors={errors}
          path="rules.rates"
          onChange={(rates) => set({ rates })}
        />
        {f('minPayout', t('promotions.rules.minPayout'))}
        {f('cap', t('promotions.rules.cap'), { hint: t('promotions.form.emptyNoLimit') })}
      </Group>
    );
  } else if (k === 'application') {
    body = (
      <Group legend={t('promotions.rules.application')}>
        {f('reward', t('promotions.rules.reward'))}
        {f('maxImages', t('promotions.rules.maxImages'), { numeric: true })}
        <div className="field">
          <label>
            <input
              type="checkbox"
              checked={value.needsContact}
              onChange={(e) => set({ needsContact: e.target.checked })}
            />{' '}
            {t('promotions.rules.needsContact')}
          </label>
        </div>
      </Group>
    );
  } else if (k === 'raffle') {
    body = (
      <Group
        legend={t('promotions.rules.raffle')}
        {...(under(errors, 'rules.prizes') ? { error: t('promotions.rules.prizesInvalid') } : {})}
      >
        {f('validBetPerTicket', t('promotions.rules.validBetPerTicket'), { hint: t('promotions.rules.ticketHint') })}
        {f('depositPerTicket', t('promotions.rules.depositPerTicket'), { hint: t('promotions.rules.ticketHint') })}
        <Input
          label={t('promotions.rules.drawAt')}
          type="datetime-local"
          value={value.drawAt}
          error={has(errors, 'rules.drawAt')}
          hint={t('promotions.rules.drawAtHint')}
          onChange={(drawAt) => set({ drawAt })}
        />
        {value.prizes.map((prize, i) => {
          const n = i + 1;
          const setPrize = (patch: Partial<typeof prize>) =>
            set({ prizes: value.prizes.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
          return (
            <div key={n} className="promo-row">
              <Input
                label={t('promotions.rules.prizeAmount', { n })}
                value={prize.amount}
                inputMode="decimal"
                error={has(errors, `rules.prizes.${i}.amount`)}
                onChange={(amount) => setPrize({ amount })}
              />
              <Input
                label={t('promotions.rules.prizeCount', { n })}
                value={prize.count}
                inputMode="numeric"
                error={has(errors, `rules.prizes.${i}.count`)}
                onChange={(count) => setPrize({ count })}
              />
              {value.prizes.length > 1 ? (
                <button
                  type="button"
                  className="btn small"
                  onClick={() => set({ prizes: value.prizes.filter((_, j) => j !== i) })}
                >
                  {t('promotions.rules.removePrize', { n })}
                </button>
              ) : null}
            </div>
          );
        })}
        {value.prizes.length < 20 ? (
          <button
            type="button"
            className="btn small"
            onClick={() => set({ prizes: [...value.prizes, { amount: '', count: '1' }] })}
          >
            {t('promotions.rules.addPrize')}
          </button>
        ) : null}
      </Group>
    );
  } else if (k === 'envelope') {
    body = (
      <Group legend={t('promotions.rules.envelope')}>
        {f('times', t('promotions.rules.times'), { hint: t('promotions.rules.timesHint') })}
        {f('windowMinutes', t('promotions.rules.windowMinutes'), { numeric: true })}
        {f('pool', t('promotions.rules.pool'))}
        {f('shares', t('promotions.rules.shares'), { numeric: true })}
      </Group>
    );
  } else {
    body = (
      <Group legend={t('promotions.rules.referral')}>
        {f('reward', t('promotions.rules.referralReward'))}
        {f('minFirstDeposit', t('promotions.rules.minFirstDeposit'))}
        {f('maxFriends', t('promotions.rules.maxFriends'), { numeric: true, hint: t('promotions.form.emptyNoLimit') })}
      </Group>
    );
  }
  return (
    <>
      {body}
      <WageringEditor value={value.wagering} errors={errors} onChange={(wagering) => set({ wagering })} />
    </>
  );
}
