import { isMainThread, workerData } from 'node:worker_threads';
import { runLogWorker } from './mining/worker';
import { isLogWorkerData } from './mining/protocol';
import { runCli } from './program';

// The bundled CLI is also the script of `refdiff log`'s worker threads (the hook's have their own).
if (!isMainThread && isLogWorkerData(workerData)) {
  runLogWorker().catch((error: Error) => {
    // Reaches the pool as a worker 'error' event.
    throw error;
  });
} else {
  // `refdiff log | head`: the reader left, which is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
  runCli(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    progress: process.stderr.isTTY ? process.stderr : undefined,
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: Error) => {
      process.stderr.write(`refdiff: internal error: ${error.message}\n`);
      process.exitCode = 1;
    },
  );
}
