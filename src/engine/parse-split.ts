import type { CstRoot } from '../core/cst';
import type { FileParse, FileStatements, HeldParse, LanguagePlugin, PrebuiltStatements, SourceFile } from '../languages/plugin';
import { statementKey } from '../languages/statement-tree';
import { KEPT_TREES_BUDGET } from '../languages/kept-trees';
import { parseChangeApart, releaseAll } from './parse-apart';
import type { ParsePool } from './parse-pool';
import type { RemoteStatements, Side } from './remote-statements';

/** Whether `plugin` can parse this change's files on several threads, and the change is worth it. */
export function worthSplitting(plugin: LanguagePlugin, pool: ParsePool | undefined, before: readonly SourceFile[], after: readonly SourceFile[]): pool is ParsePool {
  return pool !== undefined && pool.workers > 0 && plugin.parseFile !== undefined && plugin.link !== undefined && sizeOf(before) + sizeOf(after) >= pool.minChars;
}

/**
 * Both sides' CSTs, their files shared out by path between this thread and the pool's: each
 * path's two sides on one thread (the after side parses from the before side's tree), the
 * largest first to the least loaded. The CSTs are those `parse` builds (`link` joins files read
 * apart, identical). A thread that replied goes on building the statement bodies that changed in
 * its files, from the trees it holds, and sends them as they are done (remote-statements.ts): the
 * statement pass takes them, and builds here only what has not come. The trees of files parsed
 * elsewhere are parsed here while this thread would wait for them (treesWhileWaiting), for the
 * bodies no thread sent. A thread that fails leaves its files to this one.
 */
export async function parseSplit(plugin: LanguagePlugin, pool: ParsePool, before: readonly SourceFile[], after: readonly SourceFile[]): Promise<{ before: CstRoot; after: CstRoot }> {
  const shares = shareOut(before, after, pool.workers + 1);
  const inShare = (share: ReadonlySet<string>) => ({ before: before.filter((file) => share.has(file.path)), after: after.filter((file) => share.has(file.path)) });
  const others = shares.slice(1).map(inShare);
  const elsewhere = others.map((files, worker) =>
    pool.parse(worker, plugin.name, files.before, files.after).then(
      (data) => ({ files, data }),
      () => ({ files, data: undefined }),
    ),
  );
  // Per side: the same file object may stand on both.
  const parsedBefore = new Map<SourceFile, FileParse>();
  const parsedAfter = new Map<SourceFile, FileParse>();
  const keep = (files: { before: readonly SourceFile[]; after: readonly SourceFile[] }, parses: { before: readonly FileParse[]; after: readonly FileParse[] }) => {
    files.before.forEach((file, index) => parsedBefore.set(file, parses.before[index]));
    files.after.forEach((file, index) => parsedAfter.set(file, parses.after[index]));
  };
  const trees: SideTrees = { before: new Map(), after: new Map() };
  // Bodies the pool's threads build from their trees after replying: looked up before building here.
  const remotes: RemoteStatements[] = [];
  // This thread's own share's bodies, built while it waits for the replies.
  const ownBodies: OwnStatements = { before: new Map(), after: new Map() };
  try {
    const own = inShare(shares[0]);
    const ownParses = parseChangeApart(plugin, own.before, own.after);
    keep(own, ownParses);
    const replies = Promise.all(elsewhere);
    let settled = false;
    void replies.then(
      () => (settled = true),
      () => (settled = true),
    );
    await ownStatementsWhileWaiting(plugin, own, ownParses, () => settled, ownBodies);
    // Trees past what a side may keep (its own share's count first) would be freed by `link` unread.
    const room = { before: KEPT_TREES_BUDGET - sizeOf(own.before), after: KEPT_TREES_BUDGET - sizeOf(own.after) };
    if (!settled) await treesWhileWaiting(plugin, others, replies, trees, room);
    for (const { files, data } of await replies) {
      if (data?.statements) remotes.push(data.statements);
      const held = (side: 'before' | 'after', file: SourceFile) => takeTree(trees[side], file);
      if (data) keep(files, { before: data.before.map((item, i) => ({ data: item, held: held('before', files.before[i]) })), after: data.after.map((item, i) => ({ data: item, held: held('after', files.after[i]) })) });
      else keep(files, parseChangeApart(plugin, files.before, files.after));
    }
  } catch (error) {
    releaseAll([...parsedBefore.values(), ...parsedAfter.values()]);
    closeAll(remotes);
    throw error;
  } finally {
    // Trees of files this thread parsed itself after all (a thread failed).
    for (const side of [trees.before, trees.after]) for (const tree of side.values()) tree.release();
  }
  // `link` takes the trees over from here.
  let cstBefore: CstRoot | undefined;
  try {
    cstBefore = withRemotesClosed(plugin.link!(before, before.map((file) => parsedBefore.get(file)!), prebuiltOf(ownBodies, remotes, 'before')), remotes);
    return { before: cstBefore, after: withRemotesClosed(plugin.link!(after, after.map((file) => parsedAfter.get(file)!), prebuiltOf(ownBodies, remotes, 'after')), remotes) };
  } catch (error) {
    cstBefore?.release?.();
    closeAll(remotes);
    throw error;
  }
}

/** Each side's bodies built here ahead, by path. */
type OwnStatements = Record<Side, Map<string, FileStatements>>;

/**
 * One side's bodies built ahead: this thread's own first, then the pool's threads', each asked in
 * turn.
 */
function prebuiltOf(own: OwnStatements, remotes: readonly RemoteStatements[], side: Side): PrebuiltStatements | undefined {
  if (remotes.length === 0 && own[side].size === 0) return undefined;
  const ownSide = own[side];
  const lookups = remotes.map((remote) => remote.forSide(side));
  return (node) => {
    const built = ownSide.get(node.location.file)?.get(statementKey(node));
    if (built) return built;
    for (const lookup of lookups) {
      const body = lookup(node);
      if (body) return body;
    }
    return undefined;
  };
}

/** `root`, whose release also tells the pool's threads that its bodies are no longer wanted. */
function withRemotesClosed(root: CstRoot, remotes: readonly RemoteStatements[]): CstRoot {
  if (remotes.length === 0) return root;
  const release = root.release;
  root.release = () => {
    closeAll(remotes);
    release?.();
  };
  return root;
}

function closeAll(remotes: readonly RemoteStatements[]): void {
  for (const remote of remotes) remote.close();
}

/**
 * While the other threads parse their shares, this one builds the changed statement bodies of its
 * own share's files from the trees it holds, as the other threads do for theirs after replying
 * (the statement pass would otherwise build them here after the wait, on the serial path).
 * File by file until the replies are in: what is not built by then is built when asked, as before.
 */
async function ownStatementsWhileWaiting(
  plugin: LanguagePlugin,
  files: { before: readonly SourceFile[]; after: readonly SourceFile[] },
  parses: { before: readonly FileParse[]; after: readonly FileParse[] },
  settled: () => boolean,
  built: OwnStatements,
): Promise<void> {
  if (!plugin.fileStatements) return;
  const bySide = (side: Side) => new Map(files[side].map((file, index) => [file.path, { side, file, parse: parses[side][index] }]));
  const before = bySide('before');
  const after = bySide('after');
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    const sides = [before.get(path), after.get(path)];
    for (const [entry, counterpart] of [sides, [...sides].reverse()]) {
      if (!entry?.parse.held) continue;
      // One turn of the event loop: a reply that came is read before the next file.
      await new Promise((resolve) => setImmediate(resolve));
      if (settled()) return;
      try {
        built[entry.side].set(path, plugin.fileStatements(entry.file, entry.parse, counterpart));
      } catch {
        // Its bodies are built when asked, as without this step.
      }
    }
  }
}

type SideTrees = { before: Map<SourceFile, HeldParse>; after: Map<SourceFile, HeldParse> };

function takeTree(trees: Map<SourceFile, HeldParse>, file: SourceFile): HeldParse | undefined {
  const tree = trees.get(file);
  trees.delete(file);
  return tree;
}

/**
 * While the other threads parse their shares, this one would wait for them: it parses their
 * files' syntax trees meanwhile (both sides of a path, the after side from the before side's
 * tree), file by file until the replies are in. `link` keeps them for the statement pass, which
 * would otherwise parse those files again on this thread, after the wait. A tree parsed in vain
 * (the reply came first) is never begun: the replies are looked at between files.
 */
async function treesWhileWaiting(
  plugin: LanguagePlugin,
  shares: readonly { before: readonly SourceFile[]; after: readonly SourceFile[] }[],
  replies: Promise<unknown>,
  trees: SideTrees,
  room: { before: number; after: number },
): Promise<void> {
  if (!plugin.parseTree) return;
  let settled = false;
  void replies.then(
    () => (settled = true),
    () => (settled = true),
  );
  // A file not there before parses afresh: never from a tree the plugin kept of another change.
  const fresh: FileParse = { data: undefined };
  for (const share of shares) {
    const before = new Map(share.before.map((file) => [file.path, file]));
    const after = new Map(share.after.map((file) => [file.path, file]));
    for (const path of new Set([...before.keys(), ...after.keys()])) {
      // One turn of the event loop: a reply that came is read before the next file.
      await new Promise((resolve) => setImmediate(resolve));
      if (settled) return;
      const fileBefore = before.get(path);
      const fileAfter = after.get(path);
      const [sizeBefore, sizeAfter] = [fileBefore?.content.length ?? 0, fileAfter?.content.length ?? 0];
      if (sizeBefore > room.before || sizeAfter > room.after) continue;
      room.before -= sizeBefore;
      room.after -= sizeAfter;
      const treeBefore = fileBefore && plugin.parseTree(fileBefore, fresh);
      if (fileBefore && treeBefore) trees.before.set(fileBefore, treeBefore);
      const treeAfter = fileAfter && plugin.parseTree(fileAfter, treeBefore ? { data: undefined, held: treeBefore } : fresh);
      if (fileAfter && treeAfter) trees.after.set(fileAfter, treeAfter);
    }
  }
}

/** The change's paths in `count` shares of about equal source (both sides), the largest path first to the smallest share. */
function shareOut(before: readonly SourceFile[], after: readonly SourceFile[], count: number): Set<string>[] {
  const sizes = new Map<string, number>();
  for (const file of [...before, ...after]) sizes.set(file.path, (sizes.get(file.path) ?? 0) + file.content.length);
  const shares = Array.from({ length: count }, () => ({ paths: new Set<string>(), size: 0 }));
  for (const [path, size] of [...sizes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    const smallest = shares.reduce((least, share) => (share.size < least.size ? share : least));
    smallest.paths.add(path);
    smallest.size += size;
  }
  return shares.map((share) => share.paths);
}

function sizeOf(files: readonly SourceFile[]): number {
  return files.reduce((total, file) => total + file.content.length, 0);
}
