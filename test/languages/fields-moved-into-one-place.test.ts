import { analyzeFiles } from '../../src/engine/analyze';
import type { SourceFile } from '../../src/languages/plugin';
import { describe as describeRefactoring } from '../helpers/fixtures';

/**
 * Two handlers' `resolver` "renamed" in their places to a `descriptor` of another type, while a
 * new `ResourceDescriptor.resolver` of the old name and type appears: each moved there, whatever
 * the order of the classes in the file. Must not: `Auditor.descriptor`, renamed in its place too,
 * moved into a handler's new `descriptor` (new, though matching had held it until the handler's
 * field was found moved), nor into `Labels.resolver : String`, of another type. Kotlin leaves the
 * `Auditor` out: its `descriptor` declarations read alike (`= descriptor`), so similarity pairs
 * them across classes before this rule is reached.
 */
interface Language {
  name: string;
  path: string;
  header: string;
  /** A class holding one field, set from its constructor, and a method reading it. */
  holder: (name: string, field: string, type: string) => string;
  container: (name: string) => string;
  typed: (type: string) => string;
  classes: string[];
}

const kotlin: Language = {
  name: 'kotlin',
  path: 'src/ops/Handlers.kt',
  header: 'package ops\n\n',
  holder: (name, field, type) =>
    `class ${name}(${field}: ${type}) {\n\n    private val ${field}: ${type} = ${field}\n\n    fun current(): ${type} {\n        return ${field}\n    }\n}\n`,
  container: (name) => `ops.${name}`,
  typed: () => '',
  classes: ['AddHandler', 'RemoveHandler'],
};

const java: Language = {
  name: 'java',
  path: 'src/main/java/ops/Handlers.java',
  header: 'package ops;\n\n',
  holder: (name, field, type) =>
    `class ${name} {\n\n    private final ${type} ${field};\n\n    ${name}(${type} ${field}) {\n        this.${field} = ${field};\n    }\n\n    ${type} current() {\n        return ${field};\n    }\n}\n`,
  container: (name) => `ops.${name}`,
  typed: (type) => ` : ${type}`,
  classes: ['AddHandler', 'RemoveHandler', 'Auditor'],
};

type Field = [string, string, string];

function file(language: Language, classes: Field[]): SourceFile {
  return { path: language.path, content: language.header + classes.map(([name, field, type]) => language.holder(name, field, type)).join('\n') };
}

/** The three classes changed in place, in the order given, and the new ones after them. */
async function detect(language: Language, order: string[]): Promise<string[]> {
  const before: Record<string, Field> = {
    AddHandler: ['AddHandler', 'resolver', 'DescriptionResolver'],
    RemoveHandler: ['RemoveHandler', 'resolver', 'DescriptionResolver'],
    Auditor: ['Auditor', 'descriptor', 'HandlerDescriptor'],
  };
  const after: Record<string, Field> = {
    AddHandler: ['AddHandler', 'descriptor', 'HandlerDescriptor'],
    RemoveHandler: ['RemoveHandler', 'descriptor', 'HandlerDescriptor'],
    Auditor: ['Auditor', 'config', 'AuditConfig'],
  };
  const added: Field[] = [
    ['ResourceDescriptor', 'resolver', 'DescriptionResolver'],
    ['Labels', 'resolver', 'String'],
  ];
  const result = await analyzeFiles(
    [file(language, order.map((name) => before[name]))],
    [file(language, [...order.map((name) => after[name]), ...added])],
    { languages: [language.name] },
  );
  return result.refactorings.map(describeRefactoring).sort();
}

const fieldMoves = (lines: string[]) => lines.filter((line) => line.startsWith('Move Field'));

describe.each([kotlin, java])('$name: fields moved into one place', (language) => {
  const resolver = language.typed('DescriptionResolver');
  const expected = ['AddHandler', 'RemoveHandler'].map(
    (from) => `Move Field ${language.container(from)}#resolver${resolver} -> ${language.container('ResourceDescriptor')}#resolver${resolver}`,
  );

  it('are each a move there, in any order of the classes', async () => {
    const inOrder = await detect(language, language.classes);
    expect(fieldMoves(inOrder)).toEqual(expected);
    for (const order of [[...language.classes].reverse(), [...language.classes.slice(1), language.classes[0]]]) {
      expect(await detect(language, order)).toEqual(inOrder);
    }
  });
});
