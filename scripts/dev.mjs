// `npm run dev`: the server with reload on change (tsx watch) and the Vite dev server with hot reload,
// which proxies API paths to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, WEB_DIST: '' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${port}` },
  }),
];
process.stdout.write(`\n  Development: open http://127.0.0.1:5173/ (API on port ${port})\n\n`);
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
