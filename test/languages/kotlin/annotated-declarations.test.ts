import { forEachNode } from '../../../src/core/cst';
import { unannotateMisreadDeclarations } from '../../../src/languages/kotlin/annotated-declarations';
import { loadPlugins } from '../../../src/languages/registry';
import { loadGrammar, Parser } from '../../../src/languages/tree-sitter';

/**
 * tree-sitter-kotlin reads some annotated top-level declarations as annotated expressions, with
 * no ERROR: `@Preview @Composable private fun A() {}` as the infix call `private fun A() {}`,
 * `@Qualifier annotation class Q` as `annotation class Q`. Their annotations are blanked before
 * the parse (same length, line ends kept) and the declarations read as declarations again.
 */
async function declaredNames(content: string): Promise<string[]> {
  const [plugin] = await loadPlugins(['kotlin']);
  const names: string[] = [];
  forEachNode(plugin.parse([{ path: 'ui/Screen.kt', content }]), (node) => {
    if (node.type !== 'File') names.push(`${node.type} ${node.localName}`);
  });
  return names;
}

async function kotlinParser(): Promise<Parser> {
  const parser = new Parser();
  parser.setLanguage(await loadGrammar('@tree-sitter-grammars/tree-sitter-kotlin', 'tree-sitter-kotlin.wasm'));
  return parser;
}

const PREVIEWS = `package ui

@Composable
fun TaskItem(task: Task, onClick: () -> Unit) {
    Row { Text(task.title) }
}

@Preview
@Composable
private fun TasksContentPreview() {
    Surface {
        TasksContent(tasks = listOf(Task("Title 1")), loading = false)
    }
}

@Preview @Composable private fun TasksEmptyContentPreview() {
    Surface { TasksEmptyContent(R.string.no_tasks_all) }
}

@Preview
@Composable
private fun TaskItemPreview() {
    Surface { TaskItem(task = Task("Title"), onClick = { }) }
}
`;

const QUALIFIERS = `package di

@Qualifier
@Retention(AnnotationRetention.RUNTIME)
annotation class IoDispatcher

@Retention(AnnotationRetention.RUNTIME) @Qualifier annotation class DefaultDispatcher

@Qualifier
annotation class ApplicationScope

@Module @InstallIn(SingletonComponent::class) internal class CoroutinesModule {
    @Provides @IoDispatcher fun providesIoDispatcher(): CoroutineDispatcher = Dispatchers.IO
}

@Suppress("unused") @JvmField internal val VERSION = 3

@Module
object RepositoryModule
`;

describe('kotlin: annotated declarations read as expressions', () => {
  it('finds every Compose preview, each annotated twice and private', async () => {
    expect(await declaredNames(PREVIEWS)).toEqual([
      'Function TaskItem(Task, () -> Unit)',
      'Function TasksContentPreview()',
      'Function TasksEmptyContentPreview()',
      'Function TaskItemPreview()',
    ]);
  });

  it('finds annotated annotation classes, an internal class and an internal property', async () => {
    expect(await declaredNames(QUALIFIERS)).toEqual([
      'Field VERSION',
      'Class IoDispatcher',
      'Class DefaultDispatcher',
      'Class ApplicationScope',
      'Class CoroutinesModule',
      'Method providesIoDispatcher()',
      'Object RepositoryModule',
    ]);
  });

  it('blanks the lost declarations annotations only, every character in its place', async () => {
    const parser = await kotlinParser();
    for (const source of [PREVIEWS, QUALIFIERS]) {
      const prepared = unannotateMisreadDeclarations(source, parser);
      expect(prepared).not.toBe(source);
      expect(prepared.length).toBe(source.length);
      expect(prepared.split('\n').length).toBe(source.split('\n').length);
      // Only annotations became blanks: every other character is as written.
      for (let i = 0; i < source.length; i++) if (prepared[i] !== source[i]) expect(prepared[i]).toBe(' ');
    }
    const prepared = unannotateMisreadDeclarations(PREVIEWS, parser);
    // The public `TaskItem` read right: its `@Composable` stays.
    expect(prepared).toContain('@Composable\nfun TaskItem');
    expect(prepared).toContain(`\n${' '.repeat('@Preview'.length)}\n${' '.repeat('@Composable'.length)}\nprivate fun TasksContentPreview()`);
    expect(prepared).toContain(`\n${' '.repeat('@Preview @Composable '.length)}private fun TasksEmptyContentPreview()`);
  });

  it('leaves files whose annotated declarations read right as written', async () => {
    const parser = await kotlinParser();
    for (const source of [
      // Members: a class body holds no statements, so nothing there is read as an expression.
      'package a\n\nclass C {\n    @Preview\n    @Composable\n    private fun Card() {\n    }\n}\n',
      // Parameters with types, a data class, `fun` without modifiers: no expression reads them.
      'package a\n\n@Preview\n@Composable\nprivate fun Card(title: String) {\n}\n\n@Serializable @Keep data class P(val x: Int)\n\n@A\n@B\nfun f() {}\n',
      // A line opening with no annotation: the file is not even parsed for this.
      'package a\n\nprivate fun f() {}\n',
    ]) {
      expect(unannotateMisreadDeclarations(source, parser)).toBe(source);
    }
  });
});
