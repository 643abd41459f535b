import { parentPort } from 'node:worker_threads';
import { wasmBinding } from './bindings';
import type { FloorCommit } from './inputs';
import { timeCommit } from './measure';

/** bench/parse-floor/two-threads.ts's second thread: parses the share it is handed, incrementally, and says done. */
void wasmBinding().then((binding) => {
  parentPort?.on('message', (share: FloorCommit) => parentPort?.postMessage({ withErrors: timeCommit(binding, share, 'incremental').withErrors }));
  parentPort?.postMessage('ready');
});
