import { GAME_CATEGORIES } from '@app/contracts/constants';
import { LINKAGE_TYPES, type LinkageType } from '@app/contracts/content';
import { LANGUAGES, type Language } from '@app/contracts/languages';
import { AppError } from '../../lib/app-error.ts';
import { plainText, sanitiseHtml } from './sanitise.ts';

/** A refused field: 400 request_param_err naming the field and why. */
export function bad(field: string, reason: string): AppError {
  return new AppError('request_param_err', { field, reason });
}

const SITE_PATH = /^\/(?!\/)[A-Za-z0-9/_\-.~%]*(\?[A-Za-z0-9_\-.~%=&]*)?(#[A-Za-z0-9_-]*)?$/;
const IMAGE_PATH = /^\/(?!\/)[A-Za-z0-9/_\-.]+\.(svg|png|jpe?g|webp)$/;

function isWebUrl(text: string, protocols: readonly string[]): boolean {
  try {
    const u = new URL(text);
    return protocols.includes(u.protocol) && u.hostname !== '';
  } catch {
    return false;
  }
}

/** An image: a site path to an image file or an https address. */
export function imageUrl(raw: string, field = 'image'): string {
  const v = raw.trim();
  if (IMAGE_PATH.test(v) || isWebUrl(v, ['https:'])) return v;
  throw bad(field, 'use a site path to an .svg, .png, .jpg or .webp image, or an https:// address');
}

/** A site path like /promotions or /help#deposit. */
export function sitePath(raw: string, field: string): string {
  const v = raw.trim();
  if (!SITE_PATH.test(v) || v.length > 300) throw bad(field, 'use a site path starting with a single /');
  return v;
}

/** Checks a banner's click target against its type; both empty means not clickable. */
export function linkage(type: string, value: string): { linkageType: LinkageType | ''; linkageValue: string } {
  const t = type.trim().toUpperCase();
  const v = value.trim();
  if (t === '' && v === '') return { linkageType: '', linkageValue: '' };
  if (!(LINKAGE_TYPES as readonly string[]).includes(t)) {
    throw bad('linkType', `use one of ${LINKAGE_TYPES.join(', ')}`);
  }
  if (v === '') throw bad('link', `a ${t} link needs a target`);
  const lt = t as LinkageType;
  if (lt === 'ROUTE') return { linkageType: lt, linkageValue: sitePath(v, 'link') };
  if (lt === 'URL') {
    if (!isWebUrl(v, ['https:', 'http:']) || v.length > 500) throw bad('link', 'use an http:// or https:// address');
    return { linkageType: lt, linkageValue: v };
  }
  if (lt === 'PROMO') {
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(v)) throw bad('link', 'use a promotion id (letters, digits, - and _)');
    return { linkageType: lt, linkageValue: v };
  }
  const [category = '', vendor] = v.split(':');
  if (!(GAME_CATEGORIES as readonly string[]).includes(category.toUpperCase())) {
    throw bad('link', `use CATEGORY or CATEGORY:VENDOR with a category of ${GAME_CATEGORIES.join(', ')}`);
  }
  if (vendor !== undefined && !/^[A-Za-z0-9_]{1,40}$/.test(vendor)) throw bad('link', 'the vendor code is not valid');
  return {
    linkageType: lt,
    linkageValue: vendor === undefined ? category.toUpperCase() : `${category.toUpperCase()}:${vendor}`,
  };
}

/** A language code of the shipped languages. */
export function language(raw: string): Language {
  const v = raw.trim().toUpperCase();
  if (!(LANGUAGES as readonly string[]).includes(v)) throw bad('lang', `use one of ${LANGUAGES.join(', ')}`);
  return v as Language;
}

/** A plain-text title of 1..max characters. */
export function title(raw: string, max: number, field = 'title'): string {
  const v = plainText(raw);
  if (v.length === 0) throw bad(field, 'must not be empty');
  if (v.length > max) throw bad(field, `use at most ${max} characters`);
  return v;
}

/** Optional plain text of at most max characters (may be empty). */
export function optionalText(raw: string, max: number, field: string): string {
  const v = plainText(raw);
  if (v.length > max) throw bad(field, `use at most ${max} characters`);
  return v;
}

/** Sanitised HTML of at most max characters; `required` refuses HTML that sanitises to nothing. */
export function html(raw: string, max: number, required: boolean, field = 'content'): string {
  if (raw.length > max) throw bad(field, `use at most ${max} characters`);
  const v = sanitiseHtml(raw);
  if (required && v.replace(/<[^>]*>/g, '').trim() === '' && !/<img\s/i.test(v)) {
    throw bad(field, 'must have some text once unsafe HTML is removed');
  }
  return v;
}

/** A display order between -100000 and 100000. */
export function sortOrder(n: number): number {
  if (!Number.isInteger(n) || n < -100_000 || n > 100_000)
    throw bad('sort', 'use a whole number from -100000 to 100000');
  return n;
}

/** A display window: the end, when given, after the start. */
export function window(startsAt: Date | null, endsAt: Date | null): { startsAt: Date | null; endsAt: Date | null } {
  if (startsAt && endsAt && endsAt <= startsAt) throw bad('until', 'the end must be after the start');
  return { startsAt, endsAt };
}
