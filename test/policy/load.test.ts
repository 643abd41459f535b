import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPolicy, parsePolicy, PolicyError } from '../../src/policy';
import { ConfigError, RefdiffError } from '../../src/errors';
import { initRepository, removeDir, tempDir } from './helpers';

/** The problems parsePolicy reports for `text`, one line each. */
function problemsOf(text: string): readonly string[] {
  try {
    parsePolicy(text);
  } catch (error) {
    if (error instanceof PolicyError) return error.problems;
    throw error;
  }
  throw new Error('the policy was accepted');
}

describe('parsePolicy: invalid files give one exact line per problem', () => {
  test.each([
    ['YAML syntax error', 'analysis:\n  include: [src/**\nrules: []\n', '.refdiffrc.yml:3:1: invalid YAML: flow sequence in block collection must be sufficiently indented and end with a ]'],
    ['duplicate key', 'analysis:\n  threshold: 0.5\n  threshold: 0.6\n', ".refdiffrc.yml:3:3: invalid YAML: duplicate key 'threshold'"],
    ['unknown key with suggestion', 'analysis:\n  treshold: 0.4\n', ".refdiffrc.yml:2:3: unknown key 'treshold' at 'analysis.treshold' (did you mean 'threshold'?)"],
    ['unknown key without a close match', 'colour: blue\n', ".refdiffrc.yml:1:1: unknown key 'colour' at 'colour'"],
    ['unknown top-level key with suggestion', 'rule:\n  - name: x\n', ".refdiffrc.yml:1:1: unknown key 'rule' at 'rule' (did you mean 'rules'?)"],
    ['unknown rule key', 'rules:\n  - name: x\n    levle: error\n', ".refdiffrc.yml:3:5: unknown key 'levle' at 'rules[0].levle' (did you mean 'level'?)"],
    ['unknown match key', 'rules:\n  - name: x\n    match:\n      beforPath: src/**\n', ".refdiffrc.yml:4:7: unknown key 'beforPath' at 'rules[0].match.beforPath' (did you mean 'beforePath'?)"],
    ['wrong type: string for number', 'analysis:\n  threshold: high\n', ".refdiffrc.yml:2:14: expected a number, got a string 'high' at 'analysis.threshold'"],
    ['wrong type: yes is not a boolean in YAML 1.2', 'commitMessage:\n  enabled: yes\n', ".refdiffrc.yml:2:12: expected true or false, got a string 'yes' at 'commitMessage.enabled'"],
    ['wrong type: mapping for list', 'analysis:\n  include:\n    a: b\n', ".refdiffrc.yml:3:5: expected a string or a list, got a mapping at 'analysis.include'"],
    ['wrong type: not a mapping at the top', '- a\n- b\n', '.refdiffrc.yml:1:1: expected a mapping, got a list at the top level'],
    ['number out of range', 'analysis:\n  threshold: 1.5\n', ".refdiffrc.yml:2:14: expected a number <= 1, got the number 1.5 at 'analysis.threshold'"],
    ['not an integer', 'commitMessage:\n  maxItems: 2.5\n', ".refdiffrc.yml:2:13: expected an integer, got the number 2.5 at 'commitMessage.maxItems'"],
    ['enum value with suggestion', 'rules:\n  - name: x\n    level: eror\n', ".refdiffrc.yml:3:12: expected one of error, warning, off, got a string 'eror' at 'rules[0].level' (did you mean 'error'?)"],
    ['enum in a list', 'commitMessage:\n  skipSources: [merge, sqash]\n', ".refdiffrc.yml:2:24: expected one of message, template, merge, squash, commit, got a string 'sqash' at 'commitMessage.skipSources[1]' (did you mean 'squash'?)"],
    ['missing rule name', 'rules:\n  - level: error\n', ".refdiffrc.yml:2:5: missing required key 'name' at 'rules[0]'"],
    ['duplicate rule name', 'rules:\n  - name: a\n  - name: a\n', ".refdiffrc.yml:3:11: duplicate rule name 'a' at 'rules[1].name'"],
    ['bad glob: unclosed bracket', 'analysis:\n  include: "src/[ab"\n', ".refdiffrc.yml:2:12: unclosed '[' in glob 'src/[ab' at 'analysis.include'"],
    ['bad glob: unclosed brace in a list', 'analysis:\n  exclude:\n    - test/**\n    - "src/{a,b"\n', ".refdiffrc.yml:4:7: unclosed '{' in glob 'src/{a,b' at 'analysis.exclude[1]'"],
    ['bad glob: unbalanced brace', 'rules:\n  - name: x\n    match:\n      path: "src/a,b}/**"\n', ".refdiffrc.yml:4:13: unbalanced '}' in glob 'src/a,b}/**' at 'rules[0].match.path'"],
    ['bad glob: empty', 'analysis:\n  include: ""\n', ".refdiffrc.yml:2:12: empty glob at 'analysis.include'"],
    ['bad glob: absolute', 'rules:\n  - name: x\n    match:\n      beforePath: /src/api/**\n', ".refdiffrc.yml:4:19: absolute path in glob '/src/api/**' (paths are relative to the repository root) at 'rules[0].match.beforePath'"],
    ['bad glob: parent folder', 'analysis:\n  exclude: ../other/**\n', ".refdiffrc.yml:2:12: '..' in glob '../other/**' (paths are relative to the repository root) at 'analysis.exclude'"],
    ['bad glob: backslash separator', 'analysis:\n  include: src\\api\\**\n', ".refdiffrc.yml:2:12: backslash in glob 'src\\api\\**' (use '/' between folders) at 'analysis.include'"],
    ['bad name regex', 'rules:\n  - name: x\n    match:\n      name: "/get(/"\n', ".refdiffrc.yml:4:13: invalid regular expression /get(/: Unterminated group at 'rules[0].match.name'"],
    ['bad name glob', 'rules:\n  - name: x\n    match:\n      afterName: "get[A-Z"\n', ".refdiffrc.yml:4:18: unclosed '[' in name pattern 'get[A-Z' at 'rules[0].match.afterName'"],
    ['unknown operation', 'rules:\n  - name: x\n    match:\n      operation: [MOVE, RENAMED]\n', ".refdiffrc.yml:4:25: unknown operation 'RENAMED' at 'rules[0].match.operation[1]' (did you mean 'RENAME'?)"],
    ['unknown kind', 'rules:\n  - name: x\n    match:\n      kind: Methd\n', ".refdiffrc.yml:4:13: unknown kind 'Methd' at 'rules[0].match.kind' (did you mean 'Method'?)"],
    ['unknown type', 'rules:\n  - name: x\n    match:\n      type: Rename Methd\n', ".refdiffrc.yml:4:13: unknown refactoring type 'Rename Methd' at 'rules[0].match.type' (did you mean 'Rename Method'?)"],
    ['unknown language', 'analysis:\n  languages: [java, javscript]\n', ".refdiffrc.yml:2:21: unknown language 'javscript' at 'analysis.languages[1]' (did you mean 'javascript'?)"],
    ['unknown type selector', 'analysis:\n  types: ["!CHANGE_SIGNATUR"]\n', ".refdiffrc.yml:2:11: unknown refactoring type, operation or kind 'CHANGE_SIGNATUR' at 'analysis.types[0]' (did you mean 'CHANGE_SIGNATURE'?)"],
    ['bad size', 'analysis:\n  maxFileSize: 2 parsecs\n', ".refdiffrc.yml:2:16: invalid size '2 parsecs' (a number of bytes, or a number with one of B, KB, MB, GB, KiB, MiB, GiB) at 'analysis.maxFileSize'"],
    ['bad trailer key', 'commitMessage:\n  trailerKey: "Refactored by"\n', ".refdiffrc.yml:2:15: invalid trailer key 'Refactored by' (letters, digits and '-' only) at 'commitMessage.trailerKey'"],
    ['approval of the wrong type', 'rules:\n  - name: x\n    approval: sure\n', ".refdiffrc.yml:3:15: expected true or false or a mapping, got a string 'sure' at 'rules[0].approval'"],
    ['unknown approval key', 'rules:\n  - name: x\n    approval:\n      trailr: API-Approved\n', ".refdiffrc.yml:4:7: unknown key 'trailr' at 'rules[0].approval.trailr' (did you mean 'trailer'?)"],
    ['maxCount and mixedChanges together', 'rules:\n  - name: x\n    maxCount: 3\n    mixedChanges: true\n', ".refdiffrc.yml:4:19: a rule cannot have both 'maxCount' and 'mixedChanges' at 'rules[0].mixedChanges'"],
    ['negative maxCount', 'rules:\n  - name: x\n    maxCount: -1\n', ".refdiffrc.yml:3:15: expected a number >= 0, got the number -1 at 'rules[0].maxCount'"],
    ['unsupported version', 'version: 2\n', ".refdiffrc.yml:1:10: unsupported policy version 2 (this refdiff reads version 1) at 'version'"],
  ])('%s', (_name, text, expected) => {
    expect(problemsOf(text)[0]).toBe(expected);
  });

  test('every problem is reported, in file order; the message is the first', () => {
    const text = 'rules:\n  - name: x\n    level: fatal\nanalysis:\n  treshold: 2\n';
    let caught: unknown;
    try {
      parsePolicy(text, 'policy.yml');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PolicyError);
    const error = caught as PolicyError;
    expect(error.problems).toEqual([
      "policy.yml:3:12: expected one of error, warning, off, got a string 'fatal' at 'rules[0].level'",
      "policy.yml:5:3: unknown key 'treshold' at 'analysis.treshold' (did you mean 'threshold'?)",
    ]);
    expect(error.message).toBe(error.problems[0]);
    expect(error.exitCode).toBe(2);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toBeInstanceOf(RefdiffError);
  });

  test('an empty file or a file of comments is the defaults', () => {
    expect(parsePolicy('')).toEqual(parsePolicy('# nothing here\n'));
    expect(parsePolicy('').rules).toEqual([]);
  });
});

describe('loadPolicy: discovery', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => removeDir(dir));

  test('without a file, the defaults and no source', () => {
    const policy = loadPolicy({ cwd: dir });
    expect(policy.source).toBeUndefined();
    expect(policy.analysis.threshold).toBe(0.5);
    // Written out in defaults.ts so that no zod is loaded: exactly what the schema makes of nothing.
    expect(policy).toEqual({ ...parsePolicy(''), source: undefined });
  });

  test('yaml and zod are loaded with the first policy file, not before (every commit hook pays their start-up otherwise)', () => {
    // A fresh process: which libraries it has loaded after each load of the policy.
    const script = [
      `const { loadPolicy } = require(${JSON.stringify(join(__dirname, '..', '..', 'src', 'policy'))});`,
      "const loaded = () => ['yaml', 'zod'].filter((name) => Object.keys(require.cache).some((path) => path.includes(`/node_modules/${name}/`)));",
      `loadPolicy({ cwd: ${JSON.stringify(dir)} });`,
      'const without = loaded();',
      `require('node:fs').writeFileSync(${JSON.stringify(join(dir, '.refdiffrc.yml'))}, 'analysis:\\n  threshold: 0.6\\n');`,
      `const threshold = loadPolicy({ cwd: ${JSON.stringify(dir)} }).analysis.threshold;`,
      'process.stdout.write(JSON.stringify({ without, threshold, with: loaded() }));',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--require', require.resolve('tsx/cjs'), '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ without: [], threshold: 0.6, with: ['yaml', 'zod'] });
  });

  test('the defaults are a new copy each time: a caller changing one changes no other', () => {
    const first = loadPolicy({ cwd: dir });
    first.analysis.include.push('src/**');
    first.commitMessage.skipSources.length = 0;
    const second = loadPolicy({ cwd: dir });
    expect(second.analysis.include).toEqual(['**']);
    expect(second.commitMessage.skipSources).toEqual(['merge', 'squash']);
  });

  test('.refdiffrc.yml at the repository root is found from a subfolder', () => {
    initRepository(dir);
    writeFileSync(join(dir, '.refdiffrc.yml'), 'analysis:\n  threshold: 0.7\n');
    mkdirSync(join(dir, 'src', 'deep'), { recursive: true });
    const policy = loadPolicy({ cwd: join(dir, 'src', 'deep') });
    expect(policy.analysis.threshold).toBe(0.7);
    expect(policy.source).toBe(join(dir, '.refdiffrc.yml'));
  });

  test('outside a repository, the file in cwd; .yaml works too', () => {
    writeFileSync(join(dir, '.refdiffrc.yaml'), 'analysis:\n  threshold: 0.6\n');
    expect(loadPolicy({ cwd: dir }).analysis.threshold).toBe(0.6);
  });

  test('both .yml and .yaml is an error', () => {
    writeFileSync(join(dir, '.refdiffrc.yml'), '');
    writeFileSync(join(dir, '.refdiffrc.yaml'), '');
    expect(() => loadPolicy({ cwd: dir })).toThrow('.refdiffrc.yml: both .refdiffrc.yml and .refdiffrc.yaml exist; keep one');
  });

  test('an explicit path wins over discovery and names itself in errors', () => {
    writeFileSync(join(dir, '.refdiffrc.yml'), 'analysis:\n  threshold: 0.7\n');
    mkdirSync(join(dir, 'config'));
    writeFileSync(join(dir, 'config', 'strict.yml'), 'analysis:\n  threshold: 0.9\n');
    writeFileSync(join(dir, 'config', 'broken.yml'), 'analysis:\n  threshold: [\n');
    expect(loadPolicy({ cwd: dir, configPath: 'config/strict.yml' }).analysis.threshold).toBe(0.9);
    expect(() => loadPolicy({ cwd: dir, configPath: 'config/broken.yml' })).toThrow(/^config\/broken\.yml:3:1: invalid YAML: /);
  });

  test('a missing explicit path is an error', () => {
    expect(() => loadPolicy({ cwd: dir, configPath: 'nope.yml' })).toThrow(new PolicyError('nope.yml: policy file not found'));
  });

  test('errors in a discovered file name it relative to cwd', () => {
    initRepository(dir);
    writeFileSync(join(dir, '.refdiffrc.yml'), 'rules:\n  - name: x\n    level: loud\n');
    mkdirSync(join(dir, 'src'));
    expect(() => loadPolicy({ cwd: dir })).toThrow(".refdiffrc.yml:3:12: expected one of error, warning, off, got a string 'loud' at 'rules[0].level'");
  });
});

describe('loadPolicy: files that are no policy', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => removeDir(dir));

  const problemOf = (configPath: string): string => {
    try {
      loadPolicy({ cwd: dir, configPath });
    } catch (error) {
      if (error instanceof PolicyError) return error.problems.join('\n');
      throw error;
    }
    throw new Error('the policy was accepted');
  };

  test('errors quote a short, escaped excerpt of a value, marked as cut', () => {
    const secret = `token-${'s'.repeat(200)}-end`;
    writeFileSync(join(dir, 'p.yml'), `analysis:\n  threshold: "${secret}"\n  include: "\\e[31mred\\a["\n`);
    expect(problemOf('p.yml').split('\n')).toEqual([
      `p.yml:2:14: expected a number, got a string 'token-${'s'.repeat(34)}…' (cut, ${secret.length} characters) at 'analysis.threshold'`,
      "p.yml:3:12: unclosed '[' in glob '\\x1b[31mred\\x07[' at 'analysis.include'",
    ]);
  });

  test('a file that is not YAML keys is not quoted at all (a symlink to /proc/self/environ)', () => {
    if (!existsSync('/proc/self/environ')) return;
    symlinkSync('/proc/self/environ', join(dir, '.refdiffrc.yml'));
    const problem = problemOf('.refdiffrc.yml');
    expect(problem).toMatch(/^\.refdiffrc\.yml:1:1: expected a mapping, got a string of \d+ characters at the top level$/);
  });

  test('a named pipe is refused at once instead of waiting for a writer', () => {
    execFileSync('mkfifo', [join(dir, 'pipe.yml')]);
    expect(problemOf('pipe.yml')).toBe('pipe.yml: not a regular file (a named pipe); a policy is a YAML file');
  });

  test('a device or a directory is refused', () => {
    expect(problemOf('/dev/zero')).toBe('/dev/zero: not a regular file (a device); a policy is a YAML file');
    mkdirSync(join(dir, 'conf.yml'));
    expect(problemOf('conf.yml')).toBe('conf.yml: not a regular file (a directory); a policy is a YAML file');
  });

  test('a file over 1 MiB is refused; exactly 1 MiB is read', () => {
    writeFileSync(join(dir, 'big.yml'), `# ${'x'.repeat(1024 * 1024 - 3)}\n`);
    expect(loadPolicy({ cwd: dir, configPath: 'big.yml' }).rules).toEqual([]);
    writeFileSync(join(dir, 'big.yml'), `# ${'x'.repeat(1024 * 1024)}\n`);
    expect(problemOf('big.yml')).toBe('big.yml: policy file over 1 MiB; refdiff reads at most that');
    expect(() => parsePolicy(`# ${'x'.repeat(1024 * 1024)}\n`, 'given.yml')).toThrow('given.yml: policy file over 1 MiB; refdiff reads at most that');
  });
});

describe('parsePolicy: hostile files end quickly with our own errors', () => {
  test('thousands of problems: the first 50 in file order, then one line with the rest', () => {
    const text = `analysis:\n${Array.from({ length: 2000 }, (_, i) => `  key${i}: 1\n`).join('')}`;
    const problems = problemsOf(text);
    expect(problems).toHaveLength(51);
    expect(problems[0]).toBe(".refdiffrc.yml:2:3: unknown key 'key0' at 'analysis.key0'");
    expect(problems[49]).toBe(".refdiffrc.yml:51:3: unknown key 'key49' at 'analysis.key49'");
    expect(problems[50]).toBe('.refdiffrc.yml: ... and 1950 more problems');
  });

  test('duplicate keys are found in every mapping, in file order', () => {
    expect(problemsOf('analysis:\n  threshold: 0.5\n  threshold: 0.6\nrules:\n  - name: a\n    name: b\n')).toEqual([
      ".refdiffrc.yml:3:3: invalid YAML: duplicate key 'threshold'",
      ".refdiffrc.yml:6:5: invalid YAML: duplicate key 'name'",
    ]);
  });

  test('a second YAML document is our error, not the library\'s', () => {
    expect(problemsOf('version: 1\n---\nrules: []\n')).toEqual([
      ".refdiffrc.yml:2:1: invalid YAML: a policy is one YAML document; remove the '---' that starts a second one",
    ]);
  });

  test('an alias bomb is a policy error (exit code 2), not an internal error', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const [name, from] of [['b', 'a'], ['c', 'b'], ['d', 'c'], ['e', 'd'], ['f', 'e']]) bomb.push(`${name}: &${name} [${Array(9).fill(`*${from}`).join(', ')}]`);
    expect(problemsOf(bomb.join('\n'))).toEqual(['.refdiffrc.yml: invalid YAML: aliases expand too much (at most 100 alias expansions)']);
  });

  test('a glob or name pattern over 1024 characters is refused at load', () => {
    expect(problemsOf(`analysis:\n  include: "${'a'.repeat(65536)}"\n`)).toEqual([
      `.refdiffrc.yml:2:12: glob '${'a'.repeat(40)}…' (cut, 65536 characters) is longer than 1024 characters at 'analysis.include'`,
    ]);
    expect(problemsOf(`rules:\n  - name: x\n    match: { name: "${'b'.repeat(2000)}" }\n`)[0]).toMatch(/name pattern 'b{40}…' \(cut, 2000 characters\) is longer than 1024 characters/);
  });

  test('extglobs and regular expressions that backtrack exponentially are refused at load', () => {
    const rule = (match: string) => `rules:\n  - name: x\n    match: { ${match} }\n`;
    expect(problemsOf(rule('path: "src/+(a|aa)+(a|aa)b"'))).toEqual([
      ".refdiffrc.yml:3:20: extglob '+(' in glob 'src/+(a|aa)+(a|aa)b' is not supported (it can take exponential time; use {a,b} or several globs) at 'rules[0].match.path'",
    ]);
    expect(problemsOf(rule('name: "/^(a+)+$/"'))).toEqual([
      ".refdiffrc.yml:3:20: regular expression /^(a+)+$/ has a repeated group that itself repeats or alternates, which can take exponential time (use a character class or one level of repetition) at 'rules[0].match.name'",
    ]);
    expect(problemsOf(rule('afterName: "/(\\\\w+\\\\s?)*$/"'))[0]).toMatch(/repeated group that itself repeats/);
    expect(problemsOf(rule('beforeName: "/(a|aa)*b/"'))[0]).toMatch(/repeated group that itself repeats or alternates/);
    expect(problemsOf(rule('name: "/(.)\\\\1/"'))[0]).toMatch(/regular expression \/\(\.\)\\1\/ has a backreference/);
    expect(parsePolicy(rule('name: ["/^(get|set)[A-Z]\\\\w*$/", "get*", "/^(?:ab)+$/"], path: "src/{a,b}/**"')).rules).toHaveLength(1);
  });
});
