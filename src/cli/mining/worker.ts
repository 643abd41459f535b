import { parentPort, workerData } from 'node:worker_threads';
import { loadPlugins } from '../../languages/registry';
import { analyzeCommit } from '../../sources/git/analyze';
import { setGitSpawner } from '../../sources/git/process';
import { GitRepository } from '../../sources/git/repository';
import { RefdiffError } from '../../errors';
import { ShallowHistoryError } from '../../sources/git/errors';
import type { FromWorker, LogWorkerData, ToWorker } from './protocol';
import { remoteGitSpawner } from './remote-git';
import { currentOsThreadId } from './thread-cpu';

/**
 * A log worker: loads the language plugins and opens the repository once (its own cat-file
 * process, which the main thread starts for it), then analyses the commits it is sent, one at a
 * time, and tells the pool its thread id so the pool can read the CPU time each commit takes.
 */
export async function runLogWorker(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('runLogWorker must run in a worker thread');
  const data = workerData as LogWorkerData;
  const send = (message: FromWorker) => port.postMessage(message);
  setGitSpawner(remoteGitSpawner(data.gitPort));
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
  send({ type: 'ready', osThreadId: currentOsThreadId() });
}
