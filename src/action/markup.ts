/**
 * Safe pieces of GitHub Markdown for the job summary and the PR comment. Code text is written
 * as HTML (`<code>` with every special character as an entity): GitHub does not escape HTML
 * in a summary, so `List<T>` would become a tag, and Markdown punctuation inside inline HTML
 * would still turn into emphasis, links or table cells.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '\\': '&#92;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '|': '&#124;',
  '~': '&#126;',
  '#': '&#35;',
  '$': '&#36;',
  '@': '&#64;',
  ':': '&#58;',
};

/**
 * Control characters and bidirectional overrides (which could make a name read as another):
 * shown as U+FFFD. Line breaks become spaces first.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/**
 * GitHub decodes entities before it looks for `@user` and `#123`, so `&#64;` alone would still
 * ping or cross-reference: an invisible word joiner after the sign breaks the pattern.
 */
const WORD_JOINER = '\u2060';

/** Text that reaches the reader exactly as written: no markup, no mentions, no autolinks, one line. */
export function text(value: string): string {
  return value
    .replace(/\r?\n|\r/g, ' ')
    .replace(CONTROL, '\ufffd')
    .replace(/[&<>"'\\`*_[\]|~#$@:]/g, (char) => (char === '@' || char === '#' ? `${ENTITIES[char]}${WORD_JOINER}` : ENTITIES[char]));
}

export function code(value: string): string {
  return `<code>${text(value)}</code>`;
}

/**
 * A code name that may wrap: `<wbr>` after each `/`, `#` and lone `.` (not inside `...`), so a long qualified JavaScript
 * or Java name breaks at its separators instead of running off the page.
 */
export function codeName(value: string): string {
  return `<code>${value
    .split(/(?<=[/#]|(?<!\.)\.(?!\.))/)
    .map(text)
    .join('<wbr>')}</code>`;
}

/** `<a href="...">` with the address escaped for an attribute. */
export function link(url: string, label: string): string {
  return `<a href="${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${label}</a>`;
}

/** Where GitHub shows lines of a file at a commit: `.../blob/<sha>/<path>#L<start>-L<end>`. */
export function blobUrl(serverUrl: string, repository: string, sha: string, path: string, startLine: number, endLine: number): string {
  const encodedPath = path.split('/').map(encodeURIComponent).join('/');
  const lines = endLine > startLine ? `#L${startLine}-L${endLine}` : `#L${startLine}`;
  return `${serverUrl.replace(/\/+$/, '')}/${repository}/blob/${sha}/${encodedPath}${lines}`;
}

export function commitUrl(serverUrl: string, repository: string, sha: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/${repository}/commit/${sha}`;
}

export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export function shortSha(sha: string): string {
  return sha.slice(0, 7);
}
