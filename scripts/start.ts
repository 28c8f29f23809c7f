import { spawn } from 'node:child_process';

import { buildClient, isClientBuildStale, ROOT } from './clientBuild';

// npm start: build the client when missing or older than the sources, then run the reference
// server with the seeded demo database (data/demo.db unless DB_FILE says otherwise).
if (isClientBuildStale()) buildClient();

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
