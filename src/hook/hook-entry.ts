import { useRuntimeCompiledAhead } from '../languages/tree-sitter';
import { adoptEarlyGit } from './early-git';
import type { EarlyStart } from './early-start';
import { adoptEarlyWorker } from './early-worker';
import { adoptPipedBlobs } from './piped-blobs';
import { whenAnalysedInThread } from './in-thread-analysis';
import { mark } from './profile-marks';
import { BLOCKED_EXIT_CODE } from './prepare-commit-msg';
import { runHook, STOPPED_LINE } from './run-hook';

/**
 * The entry of dist/hook.js, which dist/cli.js loads for `refdiff hook run <file> [source]
 * [sha]` alone (see scripts/build.mjs) and then calls with what it started before loading it
 * (src/hook/early-start.ts): every commit waits for it, so it holds the hook, the policy and the
 * engine for the hook's own thread, not the rest of the CLI or the Action (a worker thread, for
 * a large change or a policy with rules, loads the engine's own bundle).
 */
export function runHookProcess(early: EarlyStart = {}, engineRanHere: () => void = () => undefined): void {
  mark('hook bundle loaded');
  whenAnalysedInThread(engineRanHere);
  if (early.runtime) useRuntimeCompiledAhead(early.runtime);
  const releaseGit = adoptEarlyGit(early.catFile);
  adoptEarlyWorker(early.worker);
  adoptPipedBlobs(early.blobs);
  const [messageFile, source, sha] = process.argv.slice(4);
  runHook({ messageFile, source, sha }, { stderr: process.stderr, env: process.env, cwd: process.cwd() }).then(
    (code) => {
      releaseGit();
      // As the CLI says it (refdiff: <error>) when a rule stops the commit.
      if (code === BLOCKED_EXIT_CODE) process.stderr.write(`${STOPPED_LINE}\n`);
      process.exitCode = code;
      // The commit waits for this process to end: once stderr is out, leave without tearing down
      // the heap, the grammars' wasm memory and the rest (about 10 ms at load 14). Nothing is left to
      // finish: the message is written and git's processes are closed.
      process.stderr.write('', () => process.exit(code));
    },
    (error: unknown) => {
      releaseGit();
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`refdiff: internal error: ${message.split('\n')[0]}\n`);
      process.exitCode = 1;
    },
  );
}
