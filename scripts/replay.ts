import './replay/ignoreStyleImports';

import { loadReplayEndpoints } from '@/app/trace/replayEndpoints';

import { disableStateFreezing } from './replay/fastReducers';
import { parseReplayArgs, runReplay, USAGE } from './replay/replayCommand';

// npm run replay -- log.json [--until N] [--diff N] [--devtools out.json]
const main = async (): Promise<void> => {
  try {
    const args = parseReplayArgs(process.argv.slice(2));
    // Endpoint definitions the reducers read (tags), from pages the command never opens.
    await loadReplayEndpoints();
    disableStateFreezing();
    process.exitCode = runReplay(args, (line) => console.log(line));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(USAGE);
    process.exitCode = 1;
  }
};

void main();
