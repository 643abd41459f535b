import { Command } from 'commander';
import { installHooks } from '../../hook/install';
import { UsageError } from '../../errors';
import { gitText } from '../../sources/git/process';
import { installedActionReference } from '../init/action-reference';
import { checkNewFiles, type NewFile, writeNewFiles } from '../init/new-files';
import { schemaReference } from '../init/schema-reference';
import { starterPolicy } from '../init/starter-policy';
import { starterWorkflow } from '../init/starter-workflow';
import type { CliIo } from '../output';

interface InitOptions {
  hook?: boolean;
  workflow?: boolean;
  action?: string;
  force?: boolean;
}

/** `refdiff init`: a commented .refdiffrc.yml at the repository root, and optionally the hook and the workflow. */
export function initCommand(io: CliIo): Command {
  return new Command('init')
    .description('set refdiff up in this repository: a commented .refdiffrc.yml, and with --hook / --workflow the commit hook and a GitHub workflow')
    .option('--hook', 'also install the commit hook (as `refdiff hook install`)')
    .option('--workflow', 'also write .github/workflows/refdiff.yml, running the refdiff Action')
    .option('--action <owner/name@ref>', "the Action the workflow uses (default: this package's repository at its major tag)")
    .option('--force', 'overwrite files that already exist')
    .action(async (options: InitOptions) => {
      const root = await gitText(io.cwd, ['rev-parse', '--show-toplevel']);
      const files: NewFile[] = [{ path: '.refdiffrc.yml', alternatives: ['.refdiffrc.yaml'], content: starterPolicy(schemaReference(root)) }];
      if (options.workflow) files.push({ path: '.github/workflows/refdiff.yml', content: starterWorkflow(workflowAction(options.action)) });
      checkNewFiles(root, files, options.force === true);
      // The hooks check for what is in their way before changing anything: install them before
      // writing, so a refusal there leaves the repository as it was.
      const hooks = options.hook ? await installHooks(root) : [];
      for (const path of writeNewFiles(root, files)) io.stdout.write(`refdiff: wrote ${path}\n`);
      for (const result of hooks) {
        io.stdout.write(`refdiff: ${result.paths.name} hook ${result.outcome === 'unchanged' ? 'already installed' : result.outcome}: ${result.paths.hook}\n`);
        if (result.chained) io.stdout.write(`refdiff: the ${result.paths.name} hook that was there runs first, from ${result.paths.chained}\n`);
      }
    });
}

function workflowAction(given: string | undefined): string {
  const action = given ?? installedActionReference();
  if (!action) throw new UsageError("this refdiff does not know the repository of its Action; name it with --action <owner>/<name>@<ref>");
  if (!/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[\w./-]+$/.test(action)) throw new UsageError(`--action: '${action}' is not <owner>/<name>@<ref>`);
  return action;
}
