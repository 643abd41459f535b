import { runStagedWorker } from './analysis-worker';

// The entry of dist/hook-worker.js: the hook's analysis thread, and only what it needs.
void runStagedWorker();
