import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(__dirname, '..', '..');
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8'));
const runSource = readFileSync(join(root, 'src', 'action', 'run.ts'), 'utf8') + readFileSync(join(root, 'src', 'action', 'inputs.ts'), 'utf8');

test('action.yml: a node24 action running the bundle', () => {
  expect(action.name).toBe('refdiff');
  expect(action.description.length).toBeGreaterThan(20);
  expect(action.branding).toEqual({ icon: expect.any(String), color: expect.any(String) });
  expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
});

test('every input is read by the action, and every output is set by it', () => {
  expect(Object.keys(action.inputs).sort()).toEqual(['annotations', 'base', 'comment', 'config', 'fail-on', 'head', 'report-path', 'token']);
  for (const name of Object.keys(action.inputs)) expect(runSource).toContain(`'${name}'`);
  expect(action.inputs.token.default).toBe('${{ github.token }}');
  expect(Object.keys(action.outputs).sort()).toEqual(['refactorings', 'report-html', 'report-json', 'report-markdown', 'report-sarif', 'summary', 'violations']);
  for (const name of Object.keys(action.outputs)) expect(runSource).toContain(`core.setOutput('${name}'`);
});

test('the project runs its own action with the full history and least privilege', () => {
  const workflow = parse(readFileSync(join(root, '.github', 'workflows', 'refdiff.yml'), 'utf8'));
  expect(Object.keys(workflow.on)).not.toContain('pull_request_target');
  expect(workflow.permissions).toEqual({ contents: 'read' });
  const job = workflow.jobs.refactorings;
  expect(job.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
  const checkout = job.steps.find((step: { uses?: string }) => step.uses?.startsWith('actions/checkout@'));
  expect(checkout.with['fetch-depth']).toBe(0);
  expect(job.steps.some((step: { uses?: string }) => step.uses === './')).toBe(true);
});
