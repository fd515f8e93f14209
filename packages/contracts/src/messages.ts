// One file per area and language: messages/<lang>/<area>.json. Add an area's seven files here.

import { ERRORS, type ErrorCode } from './errors.ts';
import { interpolate } from './interpolate.ts';
import type { Language } from './languages.ts';
import cnAuth from './messages/cn/auth.json' with { type: 'json' };
import cnBoContent from './messages/cn/backoffice-content.json' with { type: 'json' };
import cnCore from './messages/cn/core.json' with { type: 'json' };
import cnHouse from './messages/cn/house.json' with { type: 'json' };
import cnMembers from './messages/cn/members.json' with { type: 'json' };
import cnQueues from './messages/cn/queues.json' with { type: 'json' };
import cnReports from './messages/cn/reports.json' with { type: 'json' };
import cnStaff from './messages/cn/staff.json' with { type: 'json' };
import cnVendor from './messages/cn/vendor.json' with { type: 'json' };
import cnWallet from './messages/cn/wallet.json' with { type: 'json' };
import enAuth from './messages/en/auth.json' with { type: 'json' };
import enBoContent from './messages/en/backoffice-content.json' with { type: 'json' };
import enCore from './messages/en/core.json' with { type: 'json' };
import enHouse from './messages/en/house.json' with { type: 'json' };
import enMembers from './messages/en/members.json' with { type: 'json' };
import enQueues from './messages/en/queues.json' with { type: 'json' };
import enReports from './messages/en/reports.json' with { type: 'json' };
import enStaff from './messages/en/staff.json' with { type: 'json' };
import enVendor from './messages/en/vendor.json' with { type: 'json' };
import enWallet from './messages/en/wallet.json' with { type: 'json' };
import idAuth from './messages/id/auth.json' with { type: 'json' };
import idBoContent from './messages/id/backoffice-content.json' with { type: 'json' };
import idCore from './messages/id/core.json' with { type: 'json' };
import idHouse from './messages/id/house.json' with { type: 'json' };
import idMembers from './messages/id/members.json' with { type: 'json' };
import idQueues from './messages/id/queues.json' with { type: 'json' };
import idReports from './messages/id/reports.json' with { type: 'json' };
import idStaff from './messages/id/staff.json' with { type: 'json' };
import idVendor from './messages/id/vendor.json' with { type: 'json' };
import idWallet from './messages/id/wallet.json' with { type: 'json' };
import jaAuth from './messages/ja/auth.json' with { type: 'json' };
import jaBoContent from './messages/ja/backoffice-content.json' with { type: 'json' };
import jaCore from './messages/ja/core.json' with { type: 'json' };
import jaHouse from './messages/ja/house.json' with { type: 'json' };
import jaMembers from './messages/ja/members.json' with { type: 'json' };
import jaQueues from './messages/ja/queues.json' with { type: 'json' };
import jaReports from './messages/ja/reports.json' with { type: 'json' };
import jaStaff from './messages/ja/staff.json' with { type: 'json' };
import jaVendor from './messages/ja/vendor.json' with { type: 'json' };
import jaWallet from './messages/ja/wallet.json' with { type: 'json' };
import thAuth from './messages/th/auth.json' with { type: 'json' };
import thBoContent from './messages/th/backoffice-content.json' with { type: 'json' };
import thCore from './messages/th/core.json' with { type: 'json' };
import thHouse from './messages/th/house.json' with { type: 'json' };
import thMembers from './messages/th/members.json' with { type: 'json' };
import thQueues from './messages/th/queues.json' with { type: 'json' };
import thReports from './messages/th/reports.json' with { type: 'json' };
import thStaff from './messages/th/staff.json' with { type: 'json' };
import thVendor from './messages/th/vendor.json' with { type: 'json' };
import thWallet from './messages/th/wallet.json' with { type: 'json' };
import tyAuth from './messages/ty/auth.json' with { type: 'json' };
import tyBoContent from './messages/ty/backoffice-content.json' with { type: 'json' };
import tyCore from './messages/ty/core.json' with { type: 'json' };
import tyHouse from './messages/ty/house.json' with { type: 'json' };
import tyMembers from './messages/ty/members.json' with { type: 'json' };
import tyQueues from './messages/ty/queues.json' with { type: 'json' };
import tyReports from './messages/ty/reports.json' with { type: 'json' };
import tyStaff from './messages/ty/staff.json' with { type: 'json' };
import tyVendor from './messages/ty/vendor.json' with { type: 'json' };
import tyWallet from './messages/ty/wallet.json' with { type: 'json' };
import viAuth from './messages/vi/auth.json' with { type: 'json' };
import viBoContent from './messages/vi/backoffice-content.json' with { type: 'json' };
import viCore from './messages/vi/core.json' with { type: 'json' };
import viHouse from './messages/vi/house.json' with { type: 'json' };
import viMembers from './messages/vi/members.json' with { type: 'json' };
import viQueues from './messages/vi/queues.json' with { type: 'json' };
import viReports from './messages/vi/reports.json' with { type: 'json' };
import viStaff from './messages/vi/staff.json' with { type: 'json' };
import viVendor from './messages/vi/vendor.json' with { type: 'json' };
import viWallet from './messages/vi/wallet.json' with { type: 'json' };

/** Keys of the shared catalogue (error messages and pattern hints), typed from English. */
export type MessageKey =
  | keyof typeof enCore
  | keyof typeof enWallet
  | keyof typeof enVendor
  | keyof typeof enHouse
  | keyof typeof enAuth
  | keyof typeof enStaff
  | keyof typeof enMembers
  | keyof typeof enReports
  | keyof typeof enBoContent
  | keyof typeof enQueues;

/** Every language's shared catalogue; the browser loads only its own language's file instead. */
export const MESSAGES: Record<Language, Record<MessageKey, string>> = {
  EN: {
    ...enCore,
    ...enWallet,
    ...enVendor,
    ...enHouse,
    ...enAuth,
    ...enStaff,
    ...enMembers,
    ...enReports,
    ...enBoContent,
    ...enQueues,
  },
  CN: {
    ...cnCore,
    ...cnWallet,
    ...cnVendor,
    ...cnHouse,
    ...cnAuth,
    ...cnStaff,
    ...cnMembers,
    ...cnReports,
    ...cnBoContent,
    ...cnQueues,
  },
  VI: {
    ...viCore,
    ...viWallet,
    ...viVendor,
    ...viHouse,
    ...viAuth,
    ...viStaff,
    ...viMembers,
    ...viReports,
    ...viBoContent,
    ...viQueues,
  },
  JA: {
    ...jaCore,
    ...jaWallet,
    ...jaVendor,
    ...jaHouse,
    ...jaAuth,
    ...jaStaff,
    ...jaMembers,
    ...jaReports,
    ...jaBoContent,
    ...jaQueues,
  },
  TH: {
    ...thCore,
    ...thWallet,
    ...thVendor,
    ...thHouse,
    ...thAuth,
    ...thStaff,
    ...thMembers,
    ...thReports,
    ...thBoContent,
    ...thQueues,
  },
  TY: {
    ...tyCore,
    ...tyWallet,
    ...tyVendor,
    ...tyHouse,
    ...tyAuth,
    ...tyStaff,
    ...tyMembers,
    ...tyReports,
    ...tyBoContent,
    ...tyQueues,
  },
  ID: {
    ...idCore,
    ...idWallet,
    ...idVendor,
    ...idHouse,
    ...idAuth,
    ...idStaff,
    ...idMembers,
    ...idReports,
    ...idBoContent,
    ...idQueues,
  },
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
