import type { LanguagePlugin, SourceFile } from './plugin';

/**
 * The plugin reading every file's content as `prepare` makes it, in each way it parses. `prepare`
 * keeps the source's length and line ends, so locations hold (C++'s macros blanked, Kotlin's
 * accessor-named locals parenthesized).
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
