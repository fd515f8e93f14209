import { eventsCommands } from '../events/cli.ts';
import { jobsCommands } from '../jobs/cli.ts';
import { agentContractCommands } from '../modules/agent-contracts/cli.ts';
import { agentPayoutCommands } from '../modules/agent-payouts/cli.ts';
import { agentsCommands } from '../modules/agents/cli.ts';
import { auditCommands } from '../modules/audit/cli.ts';
import { authCommands } from '../modules/auth/cli.ts';
import { backofficeCommands } from '../modules/backoffice/cli.ts';
import { gamesCommands } from '../modules/catalogue/cli.ts';
import { contentCommands } from '../modules/content/cli.ts';
import { lotteryCommands } from '../modules/lottery/cli.ts';
import { promotionDevCommands } from '../modules/promotion-payouts/cli.ts';
import { staffCommands } from '../modules/staff/cli.ts';
import { systemCommands } from '../modules/system/cli.ts';
import { validBetsCommands } from '../modules/valid-bets/cli.ts';
import { vipCommands } from '../modules/vip/cli.ts';
import type { Command } from './command.ts';

/** Every operator command, by area. */
export const COMMANDS: readonly Command[] = [
  ...systemCommands,
  ...authCommands,
  ...gamesCommands,
  ...contentCommands,
  ...backofficeCommands,
  ...jobsCommands,
  ...eventsCommands,
  ...validBetsCommands,
  ...staffCommands,
  ...auditCommands,
  ...agentContractCommands,
  ...agentsCommands,
  ...agentPayoutCommands,
  ...lotteryCommands,
  ...promotionDevCommands,
  ...vipCommands,
];

/** The development helpers among the commands (absent in production). */
export const DEV_COMMANDS: readonly string[] = COMMANDS.filter((c) => c.devOnly).map((c) => c.name);
