import type { LanguagePlugin, SourceFile } from './plugin';

/**
 * The plugin reading every file's content as `prepare` makes it, in each way it parses. `prepare`
 * keeps every character where it was written and the line ends, so locations hold (C++'s macros
 * blanked, Kotlin's accessor-named locals parenthesized); it may add a line end after the last.
 */
export function withPreparedSources(plugin: LanguagePlugin, prepare: (source: string) => string): LanguagePlugin {
  const prepared = (file: SourceFile): SourceFile => {
    const content = prepare(file.content);
    return content === file.content ? file : { ...file, content };
  };
  const { parseFile, link, parseTree } = plugin;
  return {
    ...plugin,
    parse: (files) => plugin.parse(files.map(prepared)),
    ...(parseFile ? { parseFile: (file, earlier) => parseFile.call(plugin, prepared(file), earlier) } : {}),
    ...(link ? { link: (files, parses) => link.call(plugin, files.map(prepared), parses) } : {}),
    ...(parseTree ? { parseTree: (file, earlier) => parseTree.call(plugin, prepared(file), earlier) } : {}),
  };
}
