import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PACKED_REPOSITORY, packRefdiff, type Packed, UserRepo } from './packed';

/**
 * The package as users get it: `npm pack` (what a release publishes), then `npm install
 * <tarball>` into a fresh repository with an empty npm cache and no network, then the README's
 * commands in that repository.
 */
const CALCULATOR = 'src/my/calc/Calculator.java';
const SOURCE = `package my.calc;

public class Calculator {
    public double min(double a, double b) {
        if (a < b) {
            return a;
        }
        return b;
    }
}
`;
const RENAMED = SOURCE.replace('double min(', 'double minimum(');
const TRAILER = 'Refactoring: Rename Method my.calc.Calculator.min(double, double) -> minimum(double, double)';

let packed: Packed;
let repo: UserRepo;
let initial: string;

/** One install serves every test: each starts from the first commit with no hook configured. */
beforeAll(() => {
  packed = packRefdiff();
  repo = new UserRepo();
  repo.write(CALCULATOR, SOURCE);
  repo.must('git', ['add', '-A']);
  repo.must('git', ['commit', '-q', '-m', 'Calculator']);
  initial = repo.must('git', ['rev-parse', 'HEAD']).trim();
  repo.must('npm', ['install', '--offline', '--save-dev', packed.tarball]);
}, 180_000);
beforeEach(() => {
  repo.must('git', ['reset', '-q', '--hard', initial]);
  repo.run('git', ['config', '--unset', 'core.hooksPath']);
  for (const hook of ['prepare-commit-msg', 'commit-msg']) rmSync(join(repo.dir, '.git', 'hooks', hook), { force: true });
  for (const file of ['.refdiffrc.yml', '.github']) rmSync(join(repo.dir, file), { recursive: true, force: true });
});
afterAll(() => {
  packed?.cleanup();
  repo?.cleanup();
});

/** Renames the method, commits with the hooks as configured, and returns the stored message. */
function commitRename(): string {
  repo.write(CALCULATOR, RENAMED);
  repo.must('git', ['commit', '-q', '-a', '-m', 'Tidy the calculator']);
  return repo.message();
}

/** The README's details, one page per topic, so that its links work in an installed package too. */
const DOCS = ['README', 'accuracy', 'action', 'cli', 'dependencies', 'detection', 'hook', 'policy', 'report', 'speed'].map((page) => `docs/${page}.md`);

test('the tarball holds only what users need', () => {
  // The grammars are whatever the build ships: the runtime and one wasm file per grammar.
  const wasm = packed.files.map((file) => file.path).filter((path) => /^dist\/wasm\/[\w-]+\.wasm$/.test(path));
  expect(wasm).toEqual(expect.arrayContaining(['dist/wasm/web-tree-sitter.wasm', 'dist/wasm/tree-sitter-java.wasm', 'dist/wasm/tree-sitter-typescript.wasm']));
  expect(packed.files.map((file) => file.path).sort()).toEqual(
    ['CHANGELOG.md', 'LICENSE', 'README.md', ...DOCS, 'dist/cli.js', 'dist/main.js', 'dist/hook.js', 'dist/hook-worker.js', 'dist/parse-worker.js', 'dist/build-id', ...wasm, 'hooks/commit-msg', 'hooks/prepare-commit-msg', 'package.json', 'schema/refdiffrc.schema.json'].sort(),
  );
});

test('the CLI is packed executable, as the build leaves it', () => {
  expect(packed.files.find((file) => file.path === 'dist/cli.js')!.mode & 0o111).toBe(0o111);
});

test('installs offline with no dependency and no build, and `npx refdiff` runs', () => {
  const manifest = JSON.parse(readFileSync(join(repo.dir, 'node_modules', 'refdiff', 'package.json'), 'utf8'));
  expect(manifest.private).toBeUndefined();
  expect(manifest.dependencies).toBeUndefined();
  expect(readFileSync(join(repo.dir, 'node_modules', 'refdiff', 'LICENSE'), 'utf8')).toMatch(new RegExp(`^${manifest.license} License`));
  expect(repo.must('npx', ['refdiff', '--version'])).toBe(`${manifest.version}\n`);
  repo.write(CALCULATOR, RENAMED);
  repo.must('git', ['commit', '-q', '-a', '-m', 'Rename']);
  expect(repo.must('node_modules/.bin/refdiff', ['commit'])).toContain('Rename Method min(double, double) to minimum(double, double) in class my.calc.Calculator');
});

test('`npx refdiff hook install`: the next commit message lists the refactoring', () => {
  expect(repo.must('npx', ['refdiff', 'hook', 'install'])).toContain('prepare-commit-msg');
  expect(commitRename()).toBe(`Tidy the calculator\n\n${TRAILER}\n`);
});

test("the README's husky recipe", () => {
  // What husky 9 sets up: core.hooksPath .husky/_, whose scripts run .husky/<hook> with sh -e.
  repo.write('.husky/_/prepare-commit-msg', '#!/bin/sh\nsh -e ".husky/$(basename "$0")" "$@"\n', 0o755);
  repo.write('.husky/_/commit-msg', '#!/bin/sh\nsh -e ".husky/$(basename "$0")" "$@"\n', 0o755);
  repo.must('git', ['config', 'core.hooksPath', '.husky/_']);
  repo.write('.husky/prepare-commit-msg', 'sh node_modules/refdiff/hooks/prepare-commit-msg "$@"\n');
  repo.write('.husky/commit-msg', 'sh node_modules/refdiff/hooks/commit-msg "$@"\n');
  expect(commitRename()).toBe(`Tidy the calculator\n\n${TRAILER}\n`);
});

test("the README's lefthook recipe", () => {
  // What lefthook runs for the README's lefthook.yml: each command, {1} {2} {3} being git's arguments.
  repo.write('.git/hooks/prepare-commit-msg', '#!/bin/sh\nsh node_modules/refdiff/hooks/prepare-commit-msg "$1" "$2" "$3"\n', 0o755);
  repo.write('.git/hooks/commit-msg', '#!/bin/sh\nsh node_modules/refdiff/hooks/commit-msg "$1"\n', 0o755);
  expect(commitRename()).toBe(`Tidy the calculator\n\n${TRAILER}\n`);
});

test('`npx refdiff init --hook --workflow`: the policy, the hooks, and the workflow using this package\'s Action', () => {
  const version = JSON.parse(readFileSync(join(repo.dir, 'node_modules', 'refdiff', 'package.json'), 'utf8')).version;
  repo.must('npx', ['refdiff', 'init', '--hook', '--workflow']);
  const schema = /^# yaml-language-server: \$schema=(\S+)\n/.exec(readFileSync(join(repo.dir, '.refdiffrc.yml'), 'utf8'))![1];
  expect(schema).toBe('./node_modules/refdiff/schema/refdiffrc.schema.json');
  expect(JSON.parse(readFileSync(join(repo.dir, schema), 'utf8')).title).toMatch(/refdiffrc/);
  expect(readFileSync(join(repo.dir, '.github', 'workflows', 'refdiff.yml'), 'utf8')).toContain(`uses: ${PACKED_REPOSITORY}@v${version.split('.')[0]}\n`);
  expect(commitRename()).toBe(`Tidy the calculator\n\n${TRAILER}\n`);
});
