import { analyzeFiles } from '../../src/engine/analyze';
import { TestRepo } from '../sources/git/git-fixture';
import { refdiff } from '../cli/cli-harness';
import { SERVICE_JAVA } from '../cli/renaming-history';

describe('time per phase in stats', () => {
  it('the engine accounts for its time by phase: grammar loading, parsing, indexing, matching, report', async () => {
    const result = await analyzeFiles([{ path: 'src/app/Service.java', content: SERVICE_JAVA('max') }], [{ path: 'src/app/Service.java', content: SERVICE_JAVA('largest') }], { languages: ['java'] });
    expect(result.refactorings.map((r) => r.type)).toEqual(['Rename Method']);
    expect(Object.keys(result.phasesMs)).toEqual(['load', 'parse', 'index', 'match', 'report']);
    for (const ms of Object.values(result.phasesMs)) expect(ms).toBeGreaterThanOrEqual(0);
    const accounted = Object.values(result.phasesMs).reduce((sum, ms) => sum + ms, 0);
    // Each phase is rounded on its own; what is not in a phase is bookkeeping between them.
    expect(accounted).toBeLessThanOrEqual(result.elapsedMs + 5);
  });

  it('a commit report adds the time spent reading from git, in every git command', async () => {
    const repo = new TestRepo();
    try {
      repo.write('src/app/Service.java', SERVICE_JAVA('max'));
      repo.commit('Initial');
      repo.write('src/app/Service.java', SERVICE_JAVA('largest'));
      repo.commit('Rename');
      const report = JSON.parse((await refdiff(repo.dir, ['commit', '--format', 'json'])).stdout);
      expect(Object.keys(report.stats.phasesMs)).toEqual(['read', 'load', 'parse', 'index', 'match', 'report']);
      const line = JSON.parse((await refdiff(repo.dir, ['log', '-n', '1', '-j', '1', '--format', 'jsonl'])).stdout);
      expect(Object.keys(line.stats.phasesMs)).toEqual(['read', 'load', 'parse', 'index', 'match', 'report']);
    } finally {
      repo.cleanup();
    }
  });
});
