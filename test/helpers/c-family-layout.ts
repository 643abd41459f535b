import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { forEachNode, type CstRoot } from '../../src/core/cst';

/** Every file under `dir` (recursively) whose name ends with one of `endings`. */
export function filesEndingWith(dir: string, endings: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingWith(path, endings);
    return endings.some((ending) => entry.name.endsWith(ending)) ? [path] : [];
  });
}

const RAW_STRING = String.raw`R"([^()\s\\]{0,16})\([^]*?\)\1"`;
const STRING = String.raw`"(?:[^"\\\n]|\\[^])*"`;
const CHARACTER = String.raw`'(?:[^'\\\n]|\\[^])*'`;
const NUMBER = String.raw`\b[0-9](?:[0-9A-Za-z_.]|'(?=\w))*`;
const HEADER_NAME = String.raw`#[ \t]*include[ \t]*<[^>\n]*>`;
const COMMENT = String.raw`//[^\n]*|/\*[^*]*\*+(?:[^/*][^*]*\*+)*/`;
const LAYOUT = String.raw`(?:[ \t\r\n]|\\\r?\n|${COMMENT})+`;
const KEPT_OR_LAYOUT = new RegExp(`${RAW_STRING}|${STRING}|${CHARACTER}|${NUMBER}|${HEADER_NAME}|(${LAYOUT})`, 'g');

/**
 * The same C or C++ laid out anew, as the preprocessor ignores: every stretch of blanks and
 * comments between two tokens replaced by others that mean the same. A stretch that holds a line
 * break (outside a comment) keeps one, after a line comment; one that holds none gets a block
 * comment and no line break (a line break there could end a directive); a line splice is kept
 * as written; where no blank was, none is put (that separation may be code).
 */
export function laidOutAnew(source: string): string {
  return source.replace(KEPT_OR_LAYOUT, (whole, _delimiter: string | undefined, layout: string | undefined) => {
    if (layout === undefined || /\\\r?\n/.test(layout)) return whole;
    const outsideComments = layout.replace(new RegExp(COMMENT, 'g'), ' ');
    return /[\r\n]/.test(outsideComments) ? ' // laid out anew\n\t\t' : ' /* was a blank */ ';
  });
}

/**
 * The same C or C++ with its comments reworded (on one line) and a blank more after every stretch
 * of blanks and comments: the layout the plugins' text masks read (a macro alone on its line,
 * an attribute macro before a name) kept.
 */
export function reworded(source: string): string {
  return source.replace(KEPT_OR_LAYOUT, (whole, _delimiter: string | undefined, layout: string | undefined) => {
    if (layout === undefined || /\\\r?\n/.test(layout)) return whole;
    return `${layout.replace(new RegExp(COMMENT, 'g'), (comment) => (comment.startsWith('//') ? '// reworded' : '/* reworded */'))} `;
  });
}

/** What the analysis reads of a CST: each node's kind, names, signature, types and where its code begins in tokens. */
export function cstShape(root: CstRoot): string[] {
  const shapes: string[] = [];
  forEachNode(root, (node) => shapes.push([node.type, node.namespace ?? '', node.localName, node.signature ?? '', node.returnType ?? '', node.fieldType ?? '', node.parameters.map((p) => `${p.type ?? ''} ${p.name}`).join(','), node.stereotypes.join(',')].join('|')));
  return shapes;
}

export function cstTokenTexts(root: CstRoot): string[] {
  return [...root.tokens.values()].flatMap((file) => file.texts);
}
