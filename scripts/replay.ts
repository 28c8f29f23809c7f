import './replay/ignoreStyleImports';

import { parseReplayArgs, runReplay, USAGE } from './replay/replayCommand';

// npm run replay -- log.json [--until N] [--diff N] [--devtools out.json]
try {
  process.exitCode = runReplay(parseReplayArgs(process.argv.slice(2)), (line) => console.log(line));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.error(USAGE);
  process.exitCode = 1;
}
