import { rmSync } from 'node:fs';
import { INFO_FILE, readServerInfo } from './server-info.ts';

/** Stops the test server and removes its data. */
export default async function teardown(): Promise<void> {
  const info = readServerInfo();
  try {
    process.kill(info.pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 50; i++) {
    try {
      process.kill(info.pid, 0);
      await new Promise((r) => setTimeout(r, 100));
    } catch {
      break;
    }
  }
  rmSync(info.dataDir, { recursive: true, force: true });
  rmSync(INFO_FILE, { force: true });
}
