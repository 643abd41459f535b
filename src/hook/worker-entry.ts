import { isMainThread } from 'node:worker_threads';
import { runStagedWorker } from './analysis-worker';

// The entry of dist/hook-worker.js, the engine's bundle: the hook's analysis thread, or, loaded
// by the hook's main thread, the analysis of a small change there.
if (!isMainThread) void runStagedWorker();
export { analyseInThread } from './in-thread-analysis';
export { compileRuntimeAhead, startGitAhead } from './early-git';
