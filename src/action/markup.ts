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

/** Text that reaches the reader exactly as written: no markup, no mentions, no autolinks, one line. */
export function text(value: string): string {
  return value.replace(/\r?\n|\r/g, ' ').replace(/[&<>"'\\`*_[\]|~#$@:]/g, (char) => ENTITIES[char]);
}

export function code(value: string): string {
  return `<code>${text(value)}</code>`;
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
