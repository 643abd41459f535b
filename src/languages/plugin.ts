import type { CstNode, CstRoot, StatementBody } from '../core/cst';

/** One file of one side of a comparison. Paths are relative to the analysed root, `/`-separated. */
export interface SourceFile {
  path: string;
  content: string;
}

/** Hands out CST node ids that are unique within one CstRoot. */
export class NodeIdGenerator {
  private next = 1;
  take(): number {
    return this.next++;
  }
  /** How many ids were handed out. */
  get taken(): number {
    return this.next - 1;
  }
}

/**
 * A language plugin turns source files into a CST (RefDiff 2.0, section 3.4). Adding a language
 * means implementing this interface and registering it in `registry.ts`; the core never imports
 * a plugin.
 */
export interface LanguagePlugin {
  /** The name used in reports and options: `java`, `javascript`, `c`. */
  readonly name: string;
  /** File name endings this plugin reads, with the dot: `.java`. */
  readonly extensions: readonly string[];
  /** Whether a file of an accepted extension should still be skipped (minified, bundled). */
  isIgnored(path: string, content: string): boolean;
  /**
   * Files of an accepted extension that hold no code anyone refactors (TypeScript's `.d.ts`
   * declarations): skipped whatever `analysis.skipGenerated` says. None by default.
   */
  isDeclarationOnly?(path: string): boolean;
  /**
   * Loads what these files need beyond the grammar the plugin was created with (a dialect only
   * some files are written in, as Flow in JavaScript), before `parse` is given them. Optional.
   */
  prepare?(files: readonly SourceFile[]): Promise<void>;
  /**
   * Whether two texts of one file hold the same code, told apart only by what the language
   * ignores (comments, and layout where layout means nothing to it): such a file holds no
   * refactoring, and the engine leaves it out of both sides as it leaves out a file that did not
   * change. False when unsure. Absent: a changed text is always analysed. `path` is the file's:
   * its ending may choose a dialect (a `.ts` file holds no JSX, a `.tsx` file may).
   */
  sameCode?(before: string, after: string, path: string): boolean;
  /** Builds the CST of one revision. Syntax errors become warnings in `CstRoot.warnings`. */
  parse(files: readonly SourceFile[]): CstRoot;
  /**
   * Optional, with `link`: `parse` split in two, so that a file's share can be kept and given
   * again (a commit's before side was the previous commit's after side). `parseFile` reads one
   * file alone; `link` joins the files of one revision (ids, references across files) into the
   * CST `parse` would have built from them, identical. `earlier`, the same path's parse on the
   * other side of the change (its held tree, while held), may spare re-parsing what is unchanged.
   */
  parseFile?(file: SourceFile, earlier?: FileParse): FileParse;
  /**
   * `prebuilt`: statement bodies of some files built on the thread that parsed them
   * (`fileStatements`), taken before any body is built here; the statements are the same.
   */
  link?(files: readonly SourceFile[], parses: readonly FileParse[], prebuilt?: PrebuiltStatements): CstRoot;
  /**
   * Optional, with `parseFile`: the statement bodies of the callables of a file parsed by
   * `parseFile`, from the tree `parse` holds (none when it holds none), each by its
   * `statementKey`: a thread that parsed the file builds them for the thread that links it.
   * Given `counterpart`, the same path's parse on the other side of the change, the bodies
   * written alike there may be left out (they are seldom asked for).
   */
  fileStatements?(file: SourceFile, parse: FileParse, counterpart?: { file: SourceFile; parse: FileParse }): FileStatements;
  /**
   * Optional, with `parseFile` and `link`: the file's syntax tree alone, held as `parseFile` holds
   * it (from `earlier`'s tree when given, never from another change's), to go with parse data read
   * on another thread: `link` keeps it for the statement pass, which would otherwise parse the
   * file again. Undefined when the file does not parse.
   */
  parseTree?(file: SourceFile, earlier?: FileParse): HeldParse | undefined;
}

/** A file's statement bodies by their callable's `statementKey` (statement-tree.ts). */
export type FileStatements = Map<string, StatementBody>;

/** A callable's statement body built elsewhere, if it was (and has come back). */
export type PrebuiltStatements = (node: CstNode) => StatementBody | undefined;

/**
 * One file's share of a CST, read from that file alone (`LanguagePlugin.parseFile`). `data` is
 * the plugin's own, never changed by `link`: a cache may keep it and hand it to `link` again for
 * the same language, path and content.
 */
export interface FileParse {
  readonly data: unknown;
  /**
   * What this parse holds besides, for `link` to take over (a syntax tree on the WASM heap, kept
   * for the statement pass, and the base the other side of a change parses from). `release`
   * frees it when `link` is not called.
   */
  readonly held?: HeldParse;
}

export interface HeldParse {
  release(): void;
  /**
   * Another handle on the same thing, released on its own (a copy of the syntax tree, which
   * shares its nodes): what a cache of parses keeps, and hands out again with a hit. Without
   * it, a cache keeps the data alone.
   */
  share?(): HeldParse;
}
