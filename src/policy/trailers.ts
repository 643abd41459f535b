/**
 * Git trailers of a commit message, read the way git reads them: comment lines and everything
 * below the `commit -v` scissors line are not part of the message, the subject paragraph is
 * never a trailer block, and trailers are the `Key: value` lines of the last paragraph (a line
 * starting with whitespace continues the previous value). Keys compare case-insensitively.
 */

export interface Trailer {
  key: string;
  value: string;
}

export interface TrailerOptions {
  /** git's `core.commentChar`; `#` by default. */
  commentChar?: string;
}

const SCISSORS = '------------------------ >8 ------------------------';

export function parseTrailers(message: string, options: TrailerOptions = {}): Trailer[] {
  const commentChar = options.commentChar ?? '#';
  const lines: string[] = [];
  for (const line of message.replace(/\r\n/g, '\n').split('\n')) {
    if (line.startsWith(commentChar) && line.includes(SCISSORS)) break;
    if (!line.startsWith(commentChar)) lines.push(line.trimEnd());
  }
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  // The subject is everything up to the first blank line: empty when the message starts with
  // one, as git reads it (`git commit --trailer` in an editor session writes just that).
  let subjectEnd = lines.indexOf('');
  if (subjectEnd < 0) subjectEnd = lines.length;
  let start = lines.length;
  while (start > 0 && lines[start - 1] !== '') start--;
  if (start <= subjectEnd) return [];

  const trailers: Trailer[] = [];
  for (const line of lines.slice(start)) {
    const match = /^([A-Za-z0-9][A-Za-z0-9-]*)\s*:\s?(.*)$/.exec(line);
    if (match) trailers.push({ key: match[1], value: match[2].trim() });
    else if (/^\s/.test(line) && trailers.length > 0) {
      const last = trailers[trailers.length - 1];
      last.value = `${last.value} ${line.trim()}`.trim();
    }
  }
  return trailers;
}

/** The non-empty reasons given with trailer `key`; an empty value approves nothing. */
export function trailerValues(trailers: readonly Trailer[], key: string): string[] {
  const wanted = key.toLowerCase();
  return trailers.filter((trailer) => trailer.key.toLowerCase() === wanted && trailer.value !== '').map((trailer) => trailer.value);
}
