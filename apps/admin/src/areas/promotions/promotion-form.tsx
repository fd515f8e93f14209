import { PROMOTION_CATEGORIES, type PromotionKind } from '@app/contracts/calls/promotion-shapes';
import { LANGUAGES, type Language } from '@app/contracts/languages';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { MOTIFS, PromotionArt } from './art.tsx';
import { emptyRules, KINDS, type PromotionDraft } from './draft.ts';
import { Group, Input, Select, Tabs } from './fields.tsx';
import { RichText } from './rich-text.tsx';
import { RulesEditor } from './rules-editor.tsx';

type Errors = Record<string, true>;

/**
 * Every field of a promotion: basics, eligibility, texts per language (tabs), art with a live
 * preview, and the rules of its kind with the wagering block. Controlled: the page keeps the draft.
 * `kindLocked` once saved (the kind never changes).
 */
export function PromotionForm({
  draft,
  onChange,
  errors,
  kindLocked,
}: {
  draft: PromotionDraft;
  onChange(d: PromotionDraft): void;
  errors: Errors;
  kindLocked: boolean;
}) {
  const t = useT();
  const hueId = useId();
  const [lang, setLang] = useState<Language>('EN');
  const set = (patch: Partial<PromotionDraft>) => onChange({ ...draft, ...patch });
  const setText = (field: 'title' | 'summary' | 'body', v: string) =>
    set({ [field]: { ...draft[field], [lang]: v } } as Partial<PromotionDraft>);
  const textError = (l: string) => Boolean(errors[`title.${l}`] || errors[`summary.${l}`] || errors[`body.${l}`]);
  return (
    <div className="promo-form">
      <Group legend={t('promotions.form.basics')}>
        <Select<PromotionKind>
          label={t('promotions.col.kind')}
          value={draft.rules.kind}
          disabled={kindLocked}
          options={KINDS.map((k) => ({ value: k, label: t(`promotions.kind.${k}`) }))}
          onChange={(kind) => set({ rules: { ...emptyRules(kind), wagering: draft.rules.wagering } })}
        />
        <Input
          label={t('promotions.col.code')}
          value={draft.code}
          hint={t('promotions.form.codeHint')}
          error={Boolean(errors.code)}
          onChange={(code) => set({ code })}
        />
        <Select
          label={t('promotions.form.category')}
          value={draft.category}
          options={PROMOTION_CATEGORIES.map((c) => ({ value: c, label: t(`promotions.category.${c}`) }))}
          onChange={(category) => set({ category })}
        />
        <Input
          label={t('promotions.form.sort')}
          value={draft.sort}
          inputMode="numeric"
          hint={t('promotions.form.sortHint')}
          error={Boolean(errors.sort)}
          onChange={(sort) => set({ sort })}
        />
        <Input
          label={t('promotions.form.startsAt')}
          type="datetime-local"
          value={draft.startsAt}
          error={Boolean(errors.startsAt)}
          onChange={(startsAt) => set({ startsAt })}
        />
        <Input
          label={t('promotions.form.endsAt')}
          type="datetime-local"
          value={draft.endsAt}
          hint={t('promotions.form.endsAtHint')}
          error={Boolean(errors.endsAt)}
          onChange={(endsAt) => set({ endsAt })}
        />
      </Group>
      <Group legend={t('promotions.form.eligibility')}>
        <Input
          label={t('promotions.form.newMembersDays')}
          value={draft.newMembersDays}
          inputMode="numeric"
          hint={t('promotions.form.newMembersHint')}
          error={Boolean(errors['eligibility.newMembersDays'])}
          onChange={(newMembersDays) => set({ newMembersDays })}
        />
        <Input
          label={t('promotions.form.minVipLevel')}
          value={draft.minVipLevel}
          inputMode="numeric"
          error={Boolean(errors['eligibility.minVipLevel'])}
          onChange={(minVipLevel) => set({ minVipLevel })}
        />
        <Input
          label={t('promotions.form.tags')}
          value={draft.tags}
          hint={t('promotions.form.tagsHint')}
          error={Object.keys(errors).some((k) => k.startsWith('eligibility.tags'))}
          onChange={(tags) => set({ tags })}
        />
        <Select
          label={t('promotions.form.repeat')}
          value={draft.repeat}
          options={(['once', 'daily', 'weekly', 'unlimited'] as const).map((r) => ({
            value: r,
            label: t(`promotions.repeat.${r}`),
          }))}
          onChange={(repeat) => set({ repeat })}
        />
      </Group>
      <fieldset className="promo-group">
        <legend>{t('promotions.form.texts')}</legend>
        <Tabs<Language>
          label={t('promotions.form.language')}
          tabs={LANGUAGES.map((l) => ({ key: l, label: l, invalid: textError(l) }))}
          selected={lang}
          onSelect={setLang}
        >
          <Input
            key={`title-${lang}`}
            label={t('promotions.form.title', { lang })}
            value={draft.title[lang] ?? ''}
            error={Boolean(errors[`title.${lang}`])}
            {...(lang === 'EN' ? { hint: t('promotions.form.titleRequired') } : {})}
            onChange={(v) => setText('title', v)}
          />
          <Input
            key={`summary-${lang}`}
            label={t('promotions.form.summary', { lang })}
            value={draft.summary[lang] ?? ''}
            error={Boolean(errors[`summary.${lang}`])}
            onChange={(v) => setText('summary', v)}
          />
          <RichText
            key={`body-${lang}`}
            label={t('promotions.form.body', { lang })}
            value={draft.body[lang] ?? ''}
            error={Boolean(errors[`body.${lang}`])}
            onChange={(v) => setText('body', v)}
          />
        </Tabs>
      </fieldset>
      <Group legend={t('promotions.form.art')}>
        <Select
          label={t('promotions.form.motif')}
          value={draft.art.motif}
          options={MOTIFS.map((m) => ({ value: m, label: t(`promotions.motif.${m}`) }))}
          onChange={(motif) => set({ art: { ...draft.art, motif } })}
        />
        <div className="field">
          <label htmlFor={hueId}>{t('promotions.form.hue', { hue: draft.art.hue })}</label>
          <input
            id={hueId}
            type="range"
            min={0}
            max={359}
            value={draft.art.hue}
            onChange={(e) => set({ art: { ...draft.art, hue: Number(e.target.value) } })}
          />
        </div>
        <PromotionArt art={draft.art} label={t('promotions.form.artPreview')} />
      </Group>
      <RulesEditor value={draft.rules} errors={errors} onChange={(rules) => set({ rules })} />
    </div>
  );
}
