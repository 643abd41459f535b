import { isEmptyMessage, resolveCommentChar, SECTION_HEADER, updateMessage, withoutLonelyBlock, type MessageLayout, type RefactoringBlock } from '../../src/hook/message';

const noEditor: MessageLayout = { commentChar: '#', stripsComments: false };
const editor: MessageLayout = { commentChar: '#', stripsComments: true };

function trailers(...items: string[]): RefactoringBlock {
  return { style: 'trailers', key: 'Refactoring', items };
}

/** Lines in the form refdiff writes (format.ts): only these count as refdiff's own. */
const A = 'Rename Method a.B.min() -> minimum()';
const B = 'Move Class a.Parser -> b.Parser';
const C = 'Extract Method a.B.total(int) -> sum(int)';

const EDITOR_TEMPLATE = [
  '',
  '# Please enter the commit message for your changes. Lines starting',
  "# with '#' will be ignored, and an empty message aborts the commit.",
  '#',
  '# On branch main',
  '',
].join('\n');

describe('updateMessage with trailers', () => {
  test('a -m message gets a trailer paragraph', () => {
    expect(updateMessage('Tidy the calculator\n', trailers('Rename Method a.B.min() -> minimum()'), noEditor)).toBe(
      'Tidy the calculator\n\nRefactoring: Rename Method a.B.min() -> minimum()\n',
    );
  });

  test('a message without a final newline (MERGE_MSG style) gets one after the block', () => {
    expect(updateMessage('Subject', trailers('X'), noEditor)).toBe('Subject\n\nRefactoring: X\n');
  });

  test('joins an existing trailer block instead of starting a new one', () => {
    const message = 'Subject\n\nBody text.\n\nSigned-off-by: A <a@b>\n';
    expect(updateMessage(message, trailers(A, B), noEditor)).toBe(
      `Subject\n\nBody text.\n\nSigned-off-by: A <a@b>\nRefactoring: ${A}\nRefactoring: ${B}\n`,
    );
  });

  test('the subject paragraph is never taken for trailers', () => {
    expect(updateMessage('Fix: crash on empty input\n', trailers('X'), noEditor)).toBe('Fix: crash on empty input\n\nRefactoring: X\n');
  });

  test('an empty editor message keeps line 1 for the subject and the comments below', () => {
    expect(updateMessage(EDITOR_TEMPLATE, trailers('X'), editor)).toBe(
      ['', '', 'Refactoring: X', '', '# Please enter the commit message for your changes. Lines starting', "# with '#' will be ignored, and an empty message aborts the commit.", '#', '# On branch main', ''].join('\n'),
    );
  });

  test('goes before the comment lines of an editor template with text', () => {
    const message = `Subject from a template\n${EDITOR_TEMPLATE}`;
    expect(updateMessage(message, trailers('X'), editor)).toBe(`Subject from a template\n\nRefactoring: X\n${EDITOR_TEMPLATE}`);
  });

  test('goes before the scissors line of commit -v, and the diff below stays as it was', () => {
    const below = ['# ------------------------ >8 ------------------------', '# Do not modify or remove the line above.', 'diff --git a/x b/x', '+Refactoring: not ours', ''].join('\n');
    const message = `Subject\n\n${below}`;
    expect(updateMessage(message, trailers('X'), editor)).toBe(`Subject\n\nRefactoring: X\n\n${below}`);
  });

  test('comment lines are text when no editor strips them', () => {
    expect(updateMessage('Subject\n\n# not a comment here\n', trailers('X'), noEditor)).toBe('Subject\n\n# not a comment here\n\nRefactoring: X\n');
  });

  test('a custom comment character marks the comments', () => {
    const message = 'Subject\n\n; Please enter the commit message\n; On branch main\n';
    expect(updateMessage(message, trailers('X'), { commentChar: ';', stripsComments: true })).toBe(
      'Subject\n\nRefactoring: X\n\n; Please enter the commit message\n; On branch main\n',
    );
  });

  test('running again replaces the earlier lines instead of adding more', () => {
    const once = updateMessage('Subject\n\nBody.\n', trailers(A, B), noEditor);
    expect(updateMessage(once, trailers(C), noEditor)).toBe(`Subject\n\nBody.\n\nRefactoring: ${C}\n`);
    expect(updateMessage(once, trailers(A, B), noEditor)).toBe(once);
  });

  test('replacing keeps the other trailers of the block, cherry-pick -x note included', () => {
    const message = `Subject\n\nRefactoring: ${A}\nSigned-off-by: A <a@b>\n(cherry picked from commit abc)\n`;
    expect(updateMessage(message, trailers(B), noEditor)).toBe(
      `Subject\n\nSigned-off-by: A <a@b>\n(cherry picked from commit abc)\nRefactoring: ${B}\n`,
    );
  });

  test('with nothing detected, earlier lines are removed and nothing else changes', () => {
    expect(updateMessage(`Subject\n\nRefactoring: ${A}\nRefactoring: ... and 3 more\n`, trailers(), noEditor)).toBe('Subject\n');
    const untouched = 'Subject\n\nRefactoring: this prose paragraph is the user’s\nand goes on.\n';
    expect(updateMessage(untouched, trailers(), noEditor)).toBe(untouched);
  });

  test('a message that starts with a blank line has an empty subject: its first paragraph can be the trailers', () => {
    const withTrailer = `\nReviewed-by: Bo\n${EDITOR_TEMPLATE.slice(1)}`;
    expect(updateMessage(withTrailer, trailers('X'), editor)).toBe(`\nReviewed-by: Bo\nRefactoring: X\n${EDITOR_TEMPLATE.slice(1)}`);
  });

  test('a subject that starts with the key is kept', () => {
    expect(updateMessage('Refactoring: split the parser\n', trailers(), noEditor)).toBe('Refactoring: split the parser\n');
  });

  test('CRLF messages keep CRLF', () => {
    expect(updateMessage('Subject\r\n\r\nBody\r\n', trailers('X'), noEditor)).toBe('Subject\r\n\r\nBody\r\n\r\nRefactoring: X\r\n');
  });

  test('a custom trailer key', () => {
    expect(updateMessage(`S\n\nRefactored: ${A}\n`, { style: 'trailers', key: 'Refactored', items: [B] }, noEditor)).toBe(`S\n\nRefactored: ${B}\n`);
  });
});

describe("updateMessage keeps the user's words", () => {
  test('a trailer the user wrote under the same key stays, and refdiff joins its block', () => {
    const message = 'Subject\n\nRefactoring: I also hand-tidied the Cart code\n';
    expect(updateMessage(message, trailers(A), noEditor)).toBe(`Subject\n\nRefactoring: I also hand-tidied the Cart code\nRefactoring: ${A}\n`);
    expect(updateMessage(`${message.trimEnd()}\nRefactoring: ${B}\n`, trailers(A), noEditor)).toBe(
      `Subject\n\nRefactoring: I also hand-tidied the Cart code\nRefactoring: ${A}\n`,
    );
  });

  test('nothing detected: a line such as "Refactoring: none" is not touched', () => {
    const message = 'Update the README\n\nRefactoring: none (docs only)\n';
    expect(updateMessage(message, trailers(), noEditor)).toBe(message);
  });

  test('the key is matched with its letter case, as refdiff writes it', () => {
    const message = `Subject\n\nrefactoring: ${A}\nREFACTORING: ${B}\n`;
    expect(updateMessage(message, trailers(), noEditor)).toBe(message);
  });

  test('a trailer with a continuation line is not one refdiff wrote', () => {
    const message = `Subject\n\nRefactoring: ${A}\n  (done by hand before the tool ran)\n`;
    expect(updateMessage(message, trailers(), noEditor)).toBe(message);
  });

  test('a paragraph the user starts with the section header stays', () => {
    const message = `Subject\n\n${SECTION_HEADER} none worth listing,\nonly the build scripts moved.\n`;
    expect(updateMessage(message, trailers(), noEditor)).toBe(message);
    const withList = `Subject\n\n${SECTION_HEADER}\n- the Cart code, by hand\n`;
    expect(updateMessage(withList, { style: 'section', key: 'Refactoring', items: [A] }, noEditor)).toBe(`${withList}\n${SECTION_HEADER}\n- ${A}\n`);
  });

  test('mixed CRLF and LF lines (--cleanup=verbatim) keep their own endings', () => {
    const message = 'Subject\r\n\r\nFirst line\nsecond line\r\n';
    expect(updateMessage(message, trailers(A), noEditor)).toBe(`${message}\r\nRefactoring: ${A}\r\n`);
    const withOld = `Subject\n\nBody\r\nend\n\nRefactoring: ${B}\n`;
    expect(updateMessage(withOld, trailers(), noEditor)).toBe('Subject\n\nBody\r\nend\n');
  });
});

describe('updateMessage with a section', () => {
  const section = (...items: string[]): RefactoringBlock => ({ style: 'section', key: 'Refactoring', items });

  test('a section paragraph after the body', () => {
    expect(updateMessage('Subject\n\nBody.\n', section('X', 'Y'), noEditor)).toBe(`Subject\n\nBody.\n\n${SECTION_HEADER}\n- X\n- Y\n`);
  });

  test('goes above a trailer block so the trailers stay last', () => {
    expect(updateMessage('Subject\n\nSigned-off-by: A <a@b>\n', section('X'), noEditor)).toBe(`Subject\n\n${SECTION_HEADER}\n- X\n\nSigned-off-by: A <a@b>\n`);
  });

  test('replaces an earlier section, and switching styles leaves no trace of the other', () => {
    const withSection = updateMessage('Subject\n', section(A), noEditor);
    expect(updateMessage(withSection, section(B), noEditor)).toBe(`Subject\n\n${SECTION_HEADER}\n- ${B}\n`);
    expect(updateMessage(withSection, trailers(B), noEditor)).toBe(`Subject\n\nRefactoring: ${B}\n`);
  });
});

describe('resolveCommentChar', () => {
  test('unset is #, a configured character is itself', () => {
    expect(resolveCommentChar(undefined, 'x', true)).toBe('#');
    expect(resolveCommentChar(';', 'x', true)).toBe(';');
  });

  test('auto: read from the scissors line or the closing comment block', () => {
    expect(resolveCommentChar('auto', 'Subject\n; ------------------------ >8 ------------------------\ndiff\n+x\n', true)).toBe(';');
    expect(resolveCommentChar('auto', '# title\n\n; Please enter\n;\n', true)).toBe(';');
  });

  test('auto without comments: the first candidate no line starts with, as git picks it', () => {
    expect(resolveCommentChar('auto', '# title\n\n; body\n', false)).toBe('@');
  });
});

describe('withoutLonelyBlock (commit-msg stage of an editor session)', () => {
  const written = ['Refactoring: X'];
  const filled = updateMessage(EDITOR_TEMPLATE, trailers('X'), editor);

  test('a message left empty loses refdiff lines again, so git aborts it as empty', () => {
    expect(withoutLonelyBlock(filled, written, editor)).toBe(['', '', '', ...EDITOR_TEMPLATE.split('\n').slice(1)].join('\n'));
  });

  test('a message the user wrote is kept as it is', () => {
    const edited = `My subject${filled}`;
    expect(withoutLonelyBlock(edited, written, editor)).toBe(edited);
  });

  test('isEmptyMessage sees only text git keeps', () => {
    expect(isEmptyMessage(EDITOR_TEMPLATE, editor)).toBe(true);
    expect(isEmptyMessage(filled, editor)).toBe(false);
    expect(isEmptyMessage('# not stripped without an editor\n', noEditor)).toBe(false);
  });
});
