import { CliError, type Command, option } from '../cli/command.ts';
import { limitOf } from '../jobs/cli.ts';

/** Operator commands of the event outbox (decision 0010). */
export const eventsCommands: Command[] = [
  {
    name: 'events parked',
    usage: '[--handler <name>] [--limit <n>]',
    summary: 'list event deliveries a handler gave up on, with the last error',
    async run(ctx, args) {
      const rows = await ctx.services.platform.events.parked(option(args, 'handler'), limitOf(args));
      if (rows.length === 0) ctx.print('no parked deliveries');
      for (const r of rows) {
        ctx.print(
          `event ${r.eventId} ${r.type} ${r.subject} (brand ${r.brandId ?? '-'}, ${r.at.toISOString()})  handler ${r.handler}  attempts ${r.attempts}  error: ${r.lastError ?? ''}`,
        );
      }
    },
  },
  {
    name: 'events retry',
    usage: '<eventId|all> [--handler <name>]',
    summary: 'queue parked deliveries again with a fresh count of attempts',
    async run(ctx, args) {
      const which = args.positional[0];
      if (which === undefined || (which !== 'all' && !/^[1-9]\d{0,15}$/.test(which))) {
        throw new CliError(`<eventId> must be an event number or "all", not "${which ?? ''}"`);
      }
      const handler = option(args, 'handler');
      if (handler !== undefined && !ctx.services.platform.events.handlers().some((h) => h.name === handler)) {
        throw new CliError(`no handler "${handler}"`);
      }
      const n = await ctx.services.platform.events.retry(which === 'all' ? undefined : Number(which), handler);
      if (n === 0) throw new CliError('nothing parked matched');
      ctx.print(`${n} deliver${n === 1 ? 'y' : 'ies'} queued again`);
    },
  },
];
