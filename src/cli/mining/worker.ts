import { parentPort, workerData } from 'node:worker_threads';
import { loadPlugins } from '../../languages/registry';
import { analyzeCommit } from '../../sources/git/analyze';
import { GitRepository } from '../../sources/git/repository';
import { RefdiffError } from '../../errors';
import { ShallowHistoryError } from '../../sources/git/errors';
import type { FromWorker, LogWorkerData, ToWorker } from './protocol';

/**
 * A log worker: loads the language plugins and opens the repository once (its own cat-file
 * process), then analyses the commits it is sent, one at a time.
 */
export async function runLogWorker(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('runLogWorker must run in a worker thread');
  const data = workerData as LogWorkerData;
  const send = (message: FromWorker) => port.postMessage(message);
  await loadPlugins(data.analysis.languages);
  const repository = await GitRepository.open(data.cwd);
  port.on('message', async (message: ToWorker) => {
    try {
      const analysis = await analyzeCommit({ cwd: data.cwd, rev: message.sha, analysis: data.analysis, repository });
      send({ type: 'done', index: message.index, analysis });
    } catch (error) {
      // A shallow clone's oldest commit has no parent to compare with: skipped, the rest is mined.
      if (error instanceof ShallowHistoryError) return send({ type: 'failed', index: message.index, message: `skipped: ${error.message}` });
      const exitCode = error instanceof RefdiffError ? error.exitCode : undefined;
      send({ type: 'failed', index: message.index, message: (error as Error).message ?? String(error), exitCode });
    }
  });
  send({ type: 'ready' });
}
