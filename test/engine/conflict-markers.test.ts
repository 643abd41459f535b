import { analyzeFiles } from '../../src/engine/analyze';
import { withoutConflicts } from '../../src/engine/conflict-markers';

/** A TypeScript class as a merge left it, conflict markers committed in its body. */
const MERGED = `export class ZodString {
  readonly checks: string[] = [];
  readonly defaults = { common: {} };

  min(length: number, message?: string): ZodString {
    const check = {
<<<<<<< HEAD
      ...this.defaults,
      kind: 'min',
=======
      common: this.defaults.common,
      kind: 'min',

>>>>>>> 4404b27 (Consolidate common elements)
      value: length,
    };
    this.checks.push(\`\${check.kind}:\${length}:\${message ?? ''}\`);
    return this;
  }

<<<<<<< HEAD
  max(length: number, message?: string): ZodString {
    this.checks.push(\`max:\${length}:\${message ?? ''}\`);
    return this;
  }
=======
  max(limit: number, message?: string): ZodString {
    this.checks.push(\`max:\${limit}:\${message ?? 'too long'}\`);
    return this;
>>>>>>> feature/messages

  length(exact: number, message?: string): ZodString {
    return this.min(exact, message).max(exact, message);
  }

  email(message?: string): ZodString {
    this.checks.push(\`email:\${message ?? ''}\`);
    return this;
  }

  trim(): ZodString {
    this.checks.push('trim');
    return this;
  }
}
`;

const lines = (refactorings: { description: string }[]) => refactorings.map((r) => r.description);

describe('committed merge-conflict markers', () => {
  test('keep the members of a class in their class: a rename next to them is all there is', async () => {
    const after = MERGED.replace('email(message', 'emailAddress(message');
    const result = await analyzeFiles([{ path: 'src/types.ts', content: MERGED }], [{ path: 'src/types.ts', content: after }]);
    expect(lines(result.refactorings)).toEqual(['Rename Method email(message?: string) to emailAddress(message?: string) in class src/types.ts.ZodString']);
    expect(result.warnings).toEqual([
      'before: src/types.ts: unresolved merge-conflict markers; read with "ours" only (the lines before each =======)',
      'after: src/types.ts: unresolved merge-conflict markers; read with "ours" only (the lines before each =======)',
    ]);
  });

  test('committing a conflict over the code that was ours reports nothing', async () => {
    const ours = MERGED.replace(/<<<<<<< HEAD\n/g, '').replace(/=======\n[\s\S]*?>>>>>>> .*\n/g, '');
    for (const [before, after] of [[ours, MERGED], [MERGED, ours]]) {
      const result = await analyzeFiles([{ path: 'src/types.ts', content: before }], [{ path: 'src/types.ts', content: after }]);
      expect(lines(result.refactorings)).toEqual([]);
    }
  });

  test('are blanked to spaces with "ours" kept, offsets and lines unchanged (diff3 base and CRLF too)', () => {
    const content = 'a\r\n<<<<<<< ours\r\nmine\r\n||||||| base\r\nold\r\n=======\r\ntheirs\r\n>>>>>>> theirs\r\nz\r\n';
    const read = withoutConflicts({ path: 'f.go', content })!.content;
    expect(read.length).toBe(content.length);
    expect(read.split('\r\n').map((line) => line.trim())).toEqual(['a', '', 'mine', '', '', '', '', '', 'z', '']);
  });

  test('lines that only look like markers are code', () => {
    // A lone separator (a heading underline in a template string) and an unclosed conflict.
    for (const content of ['const doc = `\nTitle\n=======\n`;\n', '<<<<<<< ours\nx = 1\n=======\nx = 2\n', 'x <<<<<<< y\n=======\n>>>>>>> z\n']) {
      expect(withoutConflicts({ path: 'f.ts', content })).toBeUndefined();
    }
  });
});
