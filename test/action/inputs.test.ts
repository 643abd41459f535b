import { readInputs } from '../../src/action/inputs';

const from = (values: Record<string, string>) => (name: string) => values[name] ?? '';

test('empty inputs mean "use the policy"', () => {
  expect(readInputs(from({ token: 'ghs_x' }))).toEqual({ token: 'ghs_x' });
});

test('valid values are parsed', () => {
  const inputs = readInputs(
    from({ config: './ci/refdiff.yml', base: 'origin/main', head: 'HEAD~2', comment: 'True', annotations: 'false', 'fail-on': 'Warning', 'report-path': 'out/refdiff' }),
  );
  expect(inputs).toEqual({ config: 'ci/refdiff.yml', token: '', base: 'origin/main', head: 'HEAD~2', comment: true, annotations: false, failOn: 'warning', reportPath: 'out/refdiff' });
});

test.each([
  [{ comment: 'yes' }, "input 'comment' must be true or false, got 'yes'"],
  [{ annotations: '1' }, "input 'annotations' must be true or false, got '1'"],
  [{ 'fail-on': 'errors' }, "input 'fail-on' must be one of error, warning, never, got 'errors'"],
  [{ base: '--upload-pack=evil' }, "input 'base' is not a valid git revision: '--upload-pack=evil'"],
  [{ head: 'main branch' }, "input 'head' is not a valid git revision: 'main branch'"],
  [{ 'report-path': '../outside' }, "input 'report-path' must stay inside the workspace, got '../outside'"],
  [{ config: 'a/../../b.yml' }, "input 'config' must stay inside the workspace, got 'a/../../b.yml'"],
])('%j is refused with a clear message', (values, message) => {
  expect(() => readInputs(from(values))).toThrow(message);
});
