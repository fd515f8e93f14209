import type { Language } from '@app/contracts/languages';
import { CliError, option, type ParsedArgs, parseTime, positional } from '../../cli/command.ts';
import type { Brand } from '../system/brand-types.ts';

/** A whole-number option, or undefined when absent. */
export function intOption(args: ParsedArgs, key: string): number | undefined {
  const raw = option(args, key);
  if (raw === undefined) return undefined;
  if (!/^-?\d+$/.test(raw.trim())) throw new CliError(`--${key} must be a whole number, not "${raw}"`);
  return Number(raw);
}

/** The id given as the first positional argument. */
export function idArg(args: ParsedArgs): number {
  const raw = positional(args, 0, 'id');
  if (!/^\d+$/.test(raw)) throw new CliError(`<id> must be a number, not "${raw}"`);
  return Number(raw);
}

/** A time option: ISO or relative (+2h), "none" to clear; undefined when absent. */
export function timeOption(args: ParsedArgs, key: string, now: Date): Date | null | undefined {
  const raw = option(args, key);
  if (raw === undefined) return undefined;
  if (raw === 'none') return null;
  return parseTime(raw, now, key);
}

/** The language of the text options: --lang, else the brand's default. */
export function langOption(args: ParsedArgs, brand: Brand): Language | string {
  return option(args, 'lang') ?? brand.settings.defaultLanguage;
}

/** "2026-01-02 03:04" in UTC, or "-". */
export function when(d: Date | null): string {
  return d ? `${d.toISOString().slice(0, 16).replace('T', ' ')}Z` : '-';
}

/** Shortens a text for a one-line listing. */
export function short(text: string, max = 60): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
