import { TOP_AGENT_TYPES } from '@app/contracts/agent-types';
import { CliError, type Command, option, positional, requireOption, targetBrand } from '../../cli/command.ts';
import { cliActor } from '../audit/cli.ts';

/** Operator commands of agents (decision 1100): the same service as the back office's call. */
export const agentsCommands: Command[] = [
  {
    name: 'agent create',
    usage: '<username> --type <1|41|42> --password <pw> [--nickname <name>] [--reason <text>] [--brand <code>]',
    summary: 'make a top agent (recorded in the audit log as a CLI act)',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const username = positional(args, 0, 'username');
      const type = Number(requireOption(args, 'type'));
      if (!(TOP_AGENT_TYPES as readonly number[]).includes(type)) {
        throw new CliError(`--type must be one of ${TOP_AGENT_TYPES.join(', ')}`);
      }
      const password = requireOption(args, 'password');
      const nickname = option(args, 'nickname');
      const reason = option(args, 'reason');
      const agent = await ctx.services.agentsBackoffice.createTopAgent(
        brand,
        { username, password, type, ...(nickname ? { nickname } : {}), ...(reason ? { reason } : {}) },
        { actor: cliActor(ctx), ip: '', channel: 'cli' },
      );
      ctx.print(`agent ${agent.username} (type ${agent.type}) made, id ${agent.id}`);
    },
  },
];
