import type { TMessage } from '@app/contracts/calls/messages';
import type { Language } from '@app/contracts/languages';
import { MESSAGES, type MessageKey } from '@app/contracts/messages';
import type { CampaignTexts } from '../../db/schema/messages.ts';
import type { Brand } from '../system/brand-types.ts';
import { major } from '../wallet/money.ts';

/**
 * The texts of messages sent by events: a template key and its parameters are stored, and the text is
 * made in the reader's language when read (packages/contracts/src/messages/<lang>/messages.json, keys
 * msg_<template>_title and msg_<template>_body). `amount` is minor units, `kind` a contract kind.
 */
export const TEMPLATES = [
  'deposit_approved',
  'withdrawal_paid',
  'bonus_granted',
  'contract_offered',
  'redeem_approved',
  'redeem_rejected',
  'vip_up',
  'vip_down',
  'feedback_replied',
] as const;
export type Template = (typeof TEMPLATES)[number];
export type Params = Record<string, string | number>;

const isTemplate = (t: string): t is Template => (TEMPLATES as readonly string[]).includes(t);
const KINDS = ['dividend', 'dailyWage', 'hourSalary', 'realtimeSalary'] as const;

/** A parameter as the reader sees it: money in major units, a contract kind in their language. */
function shown(brand: Brand, lang: Language, name: string, value: string | number): string {
  if (name === 'amount' && typeof value === 'number') {
    return major(brand, value).toFixed(brand.settings.minorUnits);
  }
  if (name === 'kind' && (KINDS as readonly string[]).includes(String(value))) {
    return MESSAGES[lang][`msg_kind_${value}` as MessageKey];
  }
  return String(value);
}

function fill(text: string, brand: Brand, lang: Language, params: Params): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? shown(brand, lang, name, params[name] as string | number) : whole,
  );
}

/** An event message's title and body in a language. */
export function renderTemplate(brand: Brand, lang: Language, template: string, params: Params) {
  if (!isTemplate(template)) return { title: template, body: '' };
  const m = MESSAGES[lang];
  return {
    title: fill(m[`msg_${template}_title`], brand, lang, params),
    body: fill(m[`msg_${template}_body`], brand, lang, params),
  };
}

/** An operator message's text in the reader's language, else the brand's default, else any it has. */
export function pickCampaignText(texts: CampaignTexts, lang: Language, fallback: Language) {
  return texts[lang] ?? texts[fallback] ?? Object.values(texts)[0] ?? { title: '', body: '' };
}

export type MessageView = TMessage;
