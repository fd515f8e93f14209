import { ERRORS, type ErrorCode } from './errors.ts';
import { interpolate } from './interpolate.ts';
import type { Language } from './languages.ts';
import cn from './messages/cn.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import id from './messages/id.json' with { type: 'json' };
import ja from './messages/ja.json' with { type: 'json' };
import th from './messages/th.json' with { type: 'json' };
import ty from './messages/ty.json' with { type: 'json' };
import vi from './messages/vi.json' with { type: 'json' };

/** Keys of the shared catalogue (error messages and pattern hints), typed from English. */
export type MessageKey = keyof typeof en;

/** Every language's shared catalogue; the browser loads only its own language's file instead. */
export const MESSAGES: Record<Language, Record<MessageKey, string>> = {
  EN: en,
  CN: cn,
  VI: vi,
  JA: ja,
  TH: th,
  TY: ty,
  ID: id,
};

/** The message of an error code in a language. */
export function errorMessage(code: ErrorCode, lang: Language): string {
  const key = ERRORS[code].key as MessageKey;
  return MESSAGES[lang][key];
}

/** A shared catalogue message by key, or undefined for a key outside it. */
export function sharedMessage(key: string, lang: Language, vars?: Record<string, string | number>): string | undefined {
  const text = (MESSAGES[lang] as Record<string, string>)[key];
  return text === undefined ? undefined : interpolate(text, vars);
}
