import { type CallDef, isCallDef } from '../define.ts';
import * as agentContracts from './agent-contracts.ts';
import * as agentPayouts from './agent-payouts.ts';
import * as agents from './agents.ts';
import * as auth from './auth.ts';
import * as backoffice from './backoffice.ts';
import * as backofficeAgentContracts from './backoffice-agent-contracts.ts';
import * as backofficeAgentPayouts from './backoffice-agent-payouts.ts';
import * as backofficeAgents from './backoffice-agents.ts';
import * as backofficeAudit from './backoffice-audit.ts';
import * as backofficeContent from './backoffice-content.ts';
import * as backofficeLottery from './backoffice-lottery.ts';
import * as backofficeMembers from './backoffice-members.ts';
import * as backofficeMessages from './backoffice-messages.ts';
import * as backofficeMissions from './backoffice-missions.ts';
import * as backofficePoints from './backoffice-points.ts';
import * as backofficePromotions from './backoffice-promotions.ts';
import * as backofficeReports from './backoffice-reports.ts';
import * as backofficeRg from './backoffice-rg.ts';
import * as backofficeStaff from './backoffice-staff.ts';
import * as backofficeSupport from './backoffice-support.ts';
import * as backofficeVip from './backoffice-vip.ts';
import * as bets from './bets.ts';
import * as bonus from './bonus.ts';
import * as cashier from './cashier.ts';
import * as content from './content.ts';
import * as games from './games.ts';
import * as house from './house.ts';
import * as lottery from './lottery.ts';
import * as messages from './messages.ts';
import * as missions from './missions.ts';
import * as points from './points.ts';
import * as promotions from './promotions.ts';
import * as rg from './rg.ts';
import * as system from './system.ts';
import * as vip from './vip.ts';
import * as wallet from './wallet.ts';

/** Every call of the product, by area. The server registers all of them; the fuzz suite walks them. */
export const CALLS = {
  system,
  auth,
  games,
  content,
  wallet,
  cashier,
  backoffice,
  bets,
  house,
  backofficeStaff,
  backofficeReports,
  backofficeAudit,
  backofficeMembers,
  backofficeSupport,
  backofficeContent,
  agents,
  agentContracts,
  agentPayouts,
  backofficeAgentContracts,
  backofficeAgents,
  backofficeAgentPayouts,
  lottery,
  backofficeLottery,
  promotions,
  bonus,
  backofficePromotions,
  rg,
  backofficeRg,
  points,
  backofficePoints,
  vip,
  backofficeVip,
  missions,
  backofficeMissions,
  messages,
  backofficeMessages,
} as const;

export const ALL_CALLS: readonly CallDef[] = Object.values(CALLS).flatMap((area) =>
  (Object.values(area) as unknown[]).filter(isCallDef),
);
