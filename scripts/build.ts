import { buildClient, isClientBuildStale } from './clientBuild';

// `npm run build` always builds; `--if-stale` (used by npm start and the browser tests) only
// when a source is newer than the last build.
if (!process.argv.includes('--if-stale') || isClientBuildStale()) buildClient();
else console.log('前端构建是最新的，跳过构建。');
