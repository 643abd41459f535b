import type { CstRoot } from '../core/cst';

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
   * Loads what these files need beyond the grammar the plugin was created with (a dialect only
   * some files are written in, as Flow in JavaScript), before `parse` is given them. Optional.
   */
  prepare?(files: readonly SourceFile[]): Promise<void>;
  /** Builds the CST of one revision. Syntax errors become warnings in `CstRoot.warnings`. */
  parse(files: readonly SourceFile[]): CstRoot;
}
