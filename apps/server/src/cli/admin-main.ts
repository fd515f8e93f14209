import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { runSeeds } from '../db/seed.ts';
import { acquireDataLock, DataDirBusyError, readLiveLock } from '../lib/data-lock.ts';
import { devHelpersOn } from '../plugins/dev-helpers.ts';
import { openDatabase, openStore } from '../runtime.ts';
import { COMMANDS } from './registry.ts';
import { helpText, operatorName, runCli } from './run.ts';
import { terminalSafe } from './terminal.ts';

/**
 * `npm run admin -- <command>`: runs an operator command through the server's own services. With the
 * embedded database and a server running, the command is sent to that server (only one process may
 * open the database); otherwise the database is opened here.
 */
async function main(argv: string[]): Promise<number> {
  // runCli has escaped each line already; the server's answer and the help arrive as several lines.
  const print = (text: string) => {
    for (const line of text.split('\n')) process.stdout.write(`${terminalSafe(line)}\n`);
  };
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  if (argv.length === 0 || ['--help', 'help', '-h'].includes(argv[0] ?? '')) {
    print(helpText(devHelpersOn(config) ? COMMANDS : COMMANDS.filter((c) => !c.devOnly)));
    return argv.length === 0 ? 2 : 0;
  }
  if (!config.databaseUrl) {
    const live = readLiveLock(config.dataDir);
    if (live?.port && live.adminSecret) {
      const res = await fetch(`http://127.0.0.1:${live.port}/admin/cli`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-secret': live.adminSecret },
        body: JSON.stringify({ argv, operator: operatorName() }),
      });
      const body = (await res.json()) as {
        success: boolean;
        value?: { code: number; output: string };
        message?: string;
      };
      if (!body.success || !body.value) throw new Error(`server refused the command: ${body.message ?? res.status}`);
      if (body.value.output) print(body.value.output);
      return body.value.code;
    }
  }
  const lock = config.databaseUrl ? undefined : acquireDataLock(config.dataDir);
  const database = await openDatabase(config);
  const store = await openStore(config);
  try {
    const app = await buildApp({ config, database, store, serveWeb: false, logger: { level: config.logLevel } });
    await runSeeds(app.deps);
    const code = await runCli(argv, { services: app.services, print });
    await app.close();
    return code;
  } finally {
    await store.close();
    await database.close();
    lock?.release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    const text =
      e instanceof ConfigError || e instanceof DataDirBusyError
        ? e.message
        : e instanceof Error
          ? (e.stack ?? e.message)
          : String(e);
    // An error's text can carry stored values (a database error quotes the row): escaped like all output.
    for (const line of text.split('\n')) process.stderr.write(`${terminalSafe(line)}\n`);
    process.exit(1);
  },
);
