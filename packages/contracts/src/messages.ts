// One file per area and language: messages/<lang>/<area>.json. Add an area's seven files here.

import { ERRORS, type ErrorCode } from './errors.ts';
import { interpolate } from './interpolate.ts';
import type { Language } from './languages.ts';
import cnAgentContracts from './messages/cn/agent-contracts.json' with { type: 'json' };
import cnAgentPayouts from './messages/cn/agent-payouts.json' with { type: 'json' };
import cnAgents from './messages/cn/agents.json' with { type: 'json' };
import cnAuth from './messages/cn/auth.json' with { type: 'json' };
import cnBoContent from './messages/cn/backoffice-content.json' with { type: 'json' };
import cnBonus from './messages/cn/bonus.json' with { type: 'json' };
import cnCore from './messages/cn/core.json' with { type: 'json' };
import cnHouse from './messages/cn/house.json' with { type: 'json' };
import cnLottery from './messages/cn/lottery.json' with { type: 'json' };
import cnMembers from './messages/cn/members.json' with { type: 'json' };
import cnMessages from './messages/cn/messages.json' with { type: 'json' };
import cnMissions from './messages/cn/missions.json' with { type: 'json' };
import cnPoints from './messages/cn/points.json' with { type: 'json' };
import cnPromotions from './messages/cn/promotions.json' with { type: 'json' };
import cnQueues from './messages/cn/queues.json' with { type: 'json' };
import cnReports from './messages/cn/reports.json' with { type: 'json' };
import cnRg from './messages/cn/rg.json' with { type: 'json' };
import cnStaff from './messages/cn/staff.json' with { type: 'json' };
import cnVendor from './messages/cn/vendor.json' with { type: 'json' };
import cnVip from './messages/cn/vip.json' with { type: 'json' };
import cnWallet from './messages/cn/wallet.json' with { type: 'json' };
import enAgentContracts from './messages/en/agent-contracts.json' with { type: 'json' };
import enAgentPayouts from './messages/en/agent-payouts.json' with { type: 'json' };
import enAgents from './messages/en/agents.json' with { type: 'json' };
import enAuth from './messages/en/auth.json' with { type: 'json' };
import enBoContent from './messages/en/backoffice-content.json' with { type: 'json' };
import enBonus from './messages/en/bonus.json' with { type: 'json' };
import enCore from './messages/en/core.json' with { type: 'json' };
import enHouse from './messages/en/house.json' with { type: 'json' };
import enLottery from './messages/en/lottery.json' with { type: 'json' };
import enMembers from './messages/en/members.json' with { type: 'json' };
import enMessages from './messages/en/messages.json' with { type: 'json' };
import enMissions from './messages/en/missions.json' with { type: 'json' };
import enPoints from './messages/en/points.json' with { type: 'json' };
import enPromotions from './messages/en/promotions.json' with { type: 'json' };
import enQueues from './messages/en/queues.json' with { type: 'json' };
import enReports from './messages/en/reports.json' with { type: 'json' };
import enRg from './messages/en/rg.json' with { type: 'json' };
import enStaff from './messages/en/staff.json' with { type: 'json' };
import enVendor from './messages/en/vendor.json' with { type: 'json' };
import enVip from './messages/en/vip.json' with { type: 'json' };
import enWallet from './messages/en/wallet.json' with { type: 'json' };
import idAgentContracts from './messages/id/agent-contracts.json' with { type: 'json' };
import idAgentPayouts from './messages/id/agent-payouts.json' with { type: 'json' };
import idAgents from './messages/id/agents.json' with { type: 'json' };
import idAuth from './messages/id/auth.json' with { type: 'json' };
import idBoContent from './messages/id/backoffice-content.json' with { type: 'json' };
import idBonus from './messages/id/bonus.json' with { type: 'json' };
import idCore from './messages/id/core.json' with { type: 'json' };
import idHouse from './messages/id/house.json' with { type: 'json' };
import idLottery from './messages/id/lottery.json' with { type: 'json' };
import idMembers from './messages/id/members.json' with { type: 'json' };
import idMessages from './messages/id/messages.json' with { type: 'json' };
import idMissions from './messages/id/missions.json' with { type: 'json' };
import idPoints from './messages/id/points.json' with { type: 'json' };
import idPromotions from './messages/id/promotions.json' with { type: 'json' };
import idQueues from './messages/id/queues.json' with { type: 'json' };
import idReports from './messages/id/reports.json' with { type: 'json' };
import idRg from './messages/id/rg.json' with { type: 'json' };
import idStaff from './messages/id/staff.json' with { type: 'json' };
import idVendor from './messages/id/vendor.json' with { type: 'json' };
import idVip from './messages/id/vip.json' with { type: 'json' };
import idWallet from './messages/id/wallet.json' with { type: 'json' };
import jaAgentContracts from './messages/ja/agent-contracts.json' with { type: 'json' };
import jaAgentPayouts from './messages/ja/agent-payouts.json' with { type: 'json' };
import jaAgents from './messages/ja/agents.json' with { type: 'json' };
import jaAuth from './messages/ja/auth.json' with { type: 'json' };
import jaBoContent from './messages/ja/backoffice-content.json' with { type: 'json' };
import jaBonus from './messages/ja/bonus.json' with { type: 'json' };
import jaCore from './messages/ja/core.json' with { type: 'json' };
import jaHouse from './messages/ja/house.json' with { type: 'json' };
import jaLottery from './messages/ja/lottery.json' with { type: 'json' };
import jaMembers from './messages/ja/members.json' with { type: 'json' };
import jaMessages from './messages/ja/messages.json' with { type: 'json' };
import jaMissions from './messages/ja/missions.json' with { type: 'json' };
import jaPoints from './messages/ja/points.json' with { type: 'json' };
import jaPromotions from './messages/ja/promotions.json' with { type: 'json' };
import jaQueues from './messages/ja/queues.json' with { type: 'json' };
import jaReports from './messages/ja/reports.json' with { type: 'json' };
import jaRg from './messages/ja/rg.json' with { type: 'json' };
import jaStaff from './messages/ja/staff.json' with { type: 'json' };
import jaVendor from './messages/ja/vendor.json' with { type: 'json' };
import jaVip from './messages/ja/vip.json' with { type: 'json' };
import jaWallet from './messages/ja/wallet.json' with { type: 'json' };
import thAgentContracts from './messages/th/agent-contracts.json' with { type: 'json' };
import thAgentPayouts from './messages/th/agent-payouts.json' with { type: 'json' };
import thAgents from './messages/th/agents.json' with { type: 'json' };
import thAuth from './messages/th/auth.json' with { type: 'json' };
import thBoContent from './messages/th/backoffice-content.json' with { type: 'json' };
import thBonus from './messages/th/bonus.json' with { type: 'json' };
import thCore from './messages/th/core.json' with { type: 'json' };
import thHouse from './messages/th/house.json' with { type: 'json' };
import thLottery from './messages/th/lottery.json' with { type: 'json' };
import thMembers from './messages/th/members.json' with { type: 'json' };
import thMessages from './messages/th/messages.json' with { type: 'json' };
import thMissions from './messages/th/missions.json' with { type: 'json' };
import thPoints from './messages/th/points.json' with { type: 'json' };
import thPromotions from './messages/th/promotions.json' with { type: 'json' };
import thQueues from './messages/th/queues.json' with { type: 'json' };
import thReports from './messages/th/reports.json' with { type: 'json' };
import thRg from './messages/th/rg.json' with { type: 'json' };
import thStaff from './messages/th/staff.json' with { type: 'json' };
import thVendor from './messages/th/vendor.json' with { type: 'json' };
import thVip from './messages/th/vip.json' with { type: 'json' };
import thWallet from './messages/th/wallet.json' with { type: 'json' };
import tyAgentContracts from './messages/ty/agent-contracts.json' with { type: 'json' };
import tyAgentPayouts from './messages/ty/agent-payouts.json' with { type: 'json' };
import tyAgents from './messages/ty/agents.json' with { type: 'json' };
import tyAuth from './messages/ty/auth.json' with { type: 'json' };
import tyBoContent from './messages/ty/backoffice-content.json' with { type: 'json' };
import tyBonus from './messages/ty/bonus.json' with { type: 'json' };
import tyCore from './messages/ty/core.json' with { type: 'json' };
import tyHouse from './messages/ty/house.json' with { type: 'json' };
import tyLottery from './messages/ty/lottery.json' with { type: 'json' };
import tyMembers from './messages/ty/members.json' with { type: 'json' };
import tyMessages from './messages/ty/messages.json' with { type: 'json' };
import tyMissions from './messages/ty/missions.json' with { type: 'json' };
import tyPoints from './messages/ty/points.json' with { type: 'json' };
import tyPromotions from './messages/ty/promotions.json' with { type: 'json' };
import tyQueues from './messages/ty/queues.json' with { type: 'json' };
import tyReports from './messages/ty/reports.json' with { type: 'json' };
import tyRg from './messages/ty/rg.json' with { type: 'json' };
import tyStaff from './messages/ty/staff.json' with { type: 'json' };
import tyVendor from './messages/ty/vendor.json' with { type: 'json' };
import tyVip from './messages/ty/vip.json' with { type: 'json' };
import tyWallet from './messages/ty/wallet.json' with { type: 'json' };
import viAgentContracts from './messages/vi/agent-contracts.json' with { type: 'json' };
import viAgentPayouts from './messages/vi/agent-payouts.json' with { type: 'json' };
import viAgents from './messages/vi/agents.json' with { type: 'json' };
import viAuth from './messages/vi/auth.json' with { type: 'json' };
import viBoContent from './messages/vi/backoffice-content.json' with { type: 'json' };
import viBonus from './messages/vi/bonus.json' with { type: 'json' };
import viCore from './messages/vi/core.json' with { type: 'json' };
import viHouse from './messages/vi/house.json' with { type: 'json' };
import viLottery from './messages/vi/lottery.json' with { type: 'json' };
import viMembers from './messages/vi/members.json' with { type: 'json' };
import viMessages from './messages/vi/messages.json' with { type: 'json' };
import viMissions from './messages/vi/missions.json' with { type: 'json' };
import viPoints from './messages/vi/points.json' with { type: 'json' };
import viPromotions from './messages/vi/promotions.json' with { type: 'json' };
import viQueues from './messages/vi/queues.json' with { type: 'json' };
import viReports from './messages/vi/reports.json' with { type: 'json' };
import viRg from './messages/vi/rg.json' with { type: 'json' };
import viStaff from './messages/vi/staff.json' with { type: 'json' };
import viVendor from './messages/vi/vendor.json' with { type: 'json' };
import viVip from './messages/vi/vip.json' with { type: 'json' };
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
  | keyof typeof enQueues
  | keyof typeof enAgentContracts
  | keyof typeof enAgents
  | keyof typeof enAgentPayouts
  | keyof typeof enLottery
  | keyof typeof enPromotions
  | keyof typeof enPoints
  | keyof typeof enBonus
  | keyof typeof enRg
  | keyof typeof enVip
  | keyof typeof enMissions
  | keyof typeof enMessages;

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
    ...enAgentContracts,
    ...enAgents,
    ...enAgentPayouts,
    ...enLottery,
    ...enPromotions,
    ...enPoints,
    ...enBonus,
    ...enRg,
    ...enVip,
    ...enMissions,
    ...enMessages,
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
    ...cnAgentContracts,
    ...cnAgents,
    ...cnAgentPayouts,
    ...cnLottery,
    ...cnPromotions,
    ...cnPoints,
    ...cnBonus,
    ...cnRg,
    ...cnVip,
    ...cnMissions,
    ...cnMessages,
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
    ...viAgentContracts,
    ...viAgents,
    ...viAgentPayouts,
    ...viLottery,
    ...viPromotions,
    ...viPoints,
    ...viBonus,
    ...viRg,
    ...viVip,
    ...viMissions,
    ...viMessages,
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
    ...jaAgentContracts,
    ...jaAgents,
    ...jaAgentPayouts,
    ...jaLottery,
    ...jaPromotions,
    ...jaPoints,
    ...jaBonus,
    ...jaRg,
    ...jaVip,
    ...jaMissions,
    ...jaMessages,
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
    ...thAgentContracts,
    ...thAgents,
    ...thAgentPayouts,
    ...thLottery,
    ...thPromotions,
    ...thPoints,
    ...thBonus,
    ...thRg,
    ...thVip,
    ...thMissions,
    ...thMessages,
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
    ...tyAgentContracts,
    ...tyAgents,
    ...tyAgentPayouts,
    ...tyLottery,
    ...tyPromotions,
    ...tyPoints,
    ...tyBonus,
    ...tyRg,
    ...tyVip,
    ...tyMissions,
    ...tyMessages,
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
    ...idAgentContracts,
    ...idAgents,
    ...idAgentPayouts,
    ...idLottery,
    ...idPromotions,
    ...idPoints,
    ...idBonus,
    ...idRg,
    ...idVip,
    ...idMissions,
    ...idMessages,
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
