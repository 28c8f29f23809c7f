import { spawn, type ChildProcess } from 'node:child_process';

import { ROOT } from './clientBuild';

// npm run dev: the reference server on :8080 and webpack's dev server (hot reload) on :5173,
// which forwards /api, /GWEHR, /version.json and /config.js to it; and the device simulators
// (card reader :19196, hardware driver :16226, the client's default addresses).
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, stdio: 'inherit' }),
  spawn(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'],
    { cwd: ROOT, stdio: 'inherit' },
  ),
];
// The simulators are a convenience: if their ports are taken (a real driver runs), the app
// still runs, so their exit does not stop the others.
const devices = spawn(process.execPath, ['--import', 'tsx', 'scripts/devices.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
});

const stopAll = (code: number) => {
  for (const child of [...children, devices]) child.kill('SIGTERM');
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
console.log('开发服务器: http://127.0.0.1:5173 （接口转发到 http://127.0.0.1:8080）');
