import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variable-traded-in-rewritten-uses: a local whose declaration was
 * rewritten whole and left apart by the mapper, each of three mapped statements or more now
 * reading a new local where it read the old one, the rest rewritten around it (`describe`:
 * `Class.forName(classObj.className)` became `Class.forName(instance.classHierarchy[0].className)`),
 * is renamed. Not with two such statements only (`describeParent`: `parentObj` -> `hierarchy`).
 */
const cases: Array<[string, string]> = [
  ['kotlin', 'Rename Variable heap.Describer.describe(Holder, Record)#classObj -> heap.Describer.describe(Holder, Record)#instance'],
  ['java', 'Rename Variable heap.Describer.describe(Holder, Record)#classObj -> heap.Describer.describe(Holder, Record)#instance'],
  ['javascript', 'Rename Variable src/describer.js.describe(parser, holder, record)#classObj -> src/describer.js.describe(parser, holder, record)#instance'],
  ['python', 'Rename Variable heap/describer.py.describe(parser, holder, record)#class_obj -> heap/describer.py.describe(parser, holder, record)#instance'],
];

describe.each(cases)('%s: a local traded for a new one in rewritten uses', (language, expected) => {
  it('is renamed when three mapped statements or more trade it, and only then', async () => {
    expect(await detectInFixture(`${language}/variable-traded-in-rewritten-uses`)).toEqual([expected]);
  });
});
