import { javaTypeInFamily } from '../../src/languages/java/family-types';
import { kotlinTypeInFamily } from '../../src/languages/kotlin/family-types';
import { typeInFamily } from '../../src/languages/registry';

/** Java and Kotlin spell one JVM type their own ways: the family's spelling makes them one. */
describe('a type as the JVM family spells it', () => {
  const same: [java: string, kotlin: string][] = [
    ['int', 'Int'],
    ['Integer', 'Int?'],
    ['boolean', 'Boolean'],
    ['long', 'Long'],
    ['char', 'Char'],
    ['void', 'Unit'],
    ['FutureTask<Void>', 'FutureTask<Void>'],
    ['Object', 'Any?'],
    ['String', 'String?'],
    ['String[]', 'Array<String>'],
    ['Integer[]', 'Array<Int>'],
    ['byte[]', 'ByteArray'],
    ['int[][]', 'Array<IntArray>'],
    ['List<String>', 'List<String>'],
    ['List<String>', 'MutableList<String?>'],
    ['java.util.Map<String, List<Integer>>', 'MutableMap<String, List<Int>>'],
    ['Map.Entry<String, Object>', 'MutableMap.MutableEntry<String, Any>'],
    ['BaseQuickAdapter<?, ?>', 'BaseQuickAdapter<*, *>'],
    ['Class', 'Class<*>'],
    ['List<Class<?>>', 'List<Class<*>>'],
    ['List<? extends Number>', 'List<out Number>'],
    ['Comparator<? super T>', 'Comparator<in T>'],
    ['@NonNull View', 'View'],
    ['String...', 'vararg String'],
    ['MockResponse.Builder', 'MockResponse.Builder'],
    ['var', 'Inferred'],
    ['Function0<Unit>', '() -> Unit'],
    ['Function1<String, Unit>', '(name: String) -> Unit'],
    ['Function2<HprofParser, HydratedInstance, Boolean>', 'HprofParser.(HydratedInstance) -> Boolean'],
    ['List<Function1<Integer, String>>', 'List<(Int) -> String>'],
    ['Function1<Integer, Function0<Unit>>', '((Int) -> () -> Unit)?'],
  ];
  test.each(same)('Java %s is Kotlin %s', (java, kotlin) => {
    expect(javaTypeInFamily(java).replace(/\s+/g, '')).toBe(kotlinTypeInFamily(kotlin).replace(/\s+/g, ''));
  });

  const different: [java: string, kotlin: string][] = [
    ['int', 'Long'],
    ['Callable<Void>', 'Callable<Unit>'],
    ['int[]', 'Array<Int>'],
    ['Integer[]', 'IntArray'],
    ['MockResponse.Builder', 'Inferred'],
    ['List<String>', 'ArrayList<String>'],
    ['List<String>', 'List<Int>'],
    ['BaseQuickAdapter<?, ?>', 'BaseQuickAdapter<T, *>'],
    ['BaseQuickAdapter', 'BaseQuickAdapter<Status, *>'],
    ['LeakCanary.Config', 'Config'],
    ['Function0<LeakCanary.Config>', '() -> Config'],
    ['Function1<String, Unit>', '(String, Int) -> Unit'],
    ['Function0<Unit>', 'suspend () -> Unit'],
  ];
  test.each(different)('Java %s is not Kotlin %s', (java, kotlin) => {
    expect(javaTypeInFamily(java).replace(/\s+/g, '')).not.toBe(kotlinTypeInFamily(kotlin).replace(/\s+/g, ''));
  });

  test('is stated by Java and Kotlin, and by no language that compares no types across languages', () => {
    expect(typeInFamily('java', 'java.lang.Integer')).toBe('Int');
    expect(typeInFamily('kotlin', 'kotlin.collections.MutableList<String>?')).toBe('List<String>');
    expect(typeInFamily('javascript', 'number')).toBeUndefined();
    expect(typeInFamily('typescript', 'number')).toBeUndefined();
  });
});
