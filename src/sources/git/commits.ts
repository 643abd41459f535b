/** A commit as refdiff reports it. */
export interface CommitInfo {
  sha: string;
  tree: string;
  parents: string[];
  subject: string;
  message: string;
  /** `Name <email>` */
  author: string;
}

/** Parses a raw commit object (`git cat-file commit <sha>`). */
export function parseCommitObject(sha: string, raw: Buffer): CommitInfo {
  const text = raw.toString('utf8');
  const split = text.indexOf('\n\n');
  const headerText = split < 0 ? text : text.slice(0, split);
  const message = split < 0 ? '' : text.slice(split + 2);
  let tree = '';
  let author = '';
  const parents: string[] = [];
  for (const line of headerText.split('\n')) {
    // Continuation lines (a multi-line gpgsig) start with a space and are not ours to read.
    if (line.startsWith('tree ')) tree = line.slice(5);
    else if (line.startsWith('parent ')) parents.push(line.slice(7));
    else if (line.startsWith('author ')) author = line.slice(7).replace(/\s+\d+\s+[+-]\d{4}$/, '');
  }
  const subject = message.split(/\n\s*\n/)[0].replace(/\s*\n\s*/g, ' ').trim();
  return { sha, tree, parents, subject, message, author };
}
