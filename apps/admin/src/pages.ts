import { adminArea } from './areas/admin/index.ts';
import { agentContractsArea } from './areas/agent-contracts/index.ts';
import { agentPayoutsArea } from './areas/agent-payouts/index.ts';
import { agentsArea } from './areas/agents/index.ts';
import { contentArea } from './areas/content/index.ts';
import { lotteryArea } from './areas/lottery/index.ts';
import { membersArea } from './areas/members/index.ts';
import { messagesArea } from './areas/messages/index.ts';
import { missionsArea } from './areas/missions/index.ts';
import { pointsArea } from './areas/points/index.ts';
import { promotionsArea } from './areas/promotions/index.ts';
import { queuesArea } from './areas/queues/index.ts';
import { reportsArea } from './areas/reports/index.ts';
import { rgArea } from './areas/rg/index.ts';
import { vipArea } from './areas/vip/index.ts';
import type { AreaDef } from './registry.ts';

/**
 * Every area of the back office, one import line each (apps/admin/README.md, "How to add a page").
 * The navigation, home page and routes are built from this list, filtered by the staff member's role.
 */
export const AREAS: readonly AreaDef[] = [
  adminArea,
  queuesArea,
  membersArea,
  contentArea,
  reportsArea,
  agentsArea,
  agentContractsArea,
  agentPayoutsArea,
  lotteryArea,
  promotionsArea,
  pointsArea,
  rgArea,
  vipArea,
  messagesArea,
  missionsArea,
];
