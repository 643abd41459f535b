import { detectInFixture } from '../helpers/fixtures';

/**
 * A field "renamed" in its place to one of another type, while a new field of its old name and
 * type sits in another class: it moved there (`AddHandler.resolver` -> `ResourceDescriptor`).
 * Must not: `Auditor.clock` -> `timeSource` with only a `clock` of another type elsewhere stays
 * a rename. Languages whose fields declare no type (Python, JavaScript) give the rule nothing to
 * go on; the Java case is in java/field-refactorings.test.ts.
 */
const cases: Array<[string, string, string[]]> = [
  ['kotlin', 'kotlin/field-moved-under-its-name', [
    'Change Field Type ops.Auditor#clock -> ops.Auditor#timeSource',
    'Change Parameter Type ops.AddHandler.constructor(DescriptionResolver)#resolver -> ops.AddHandler.constructor(HandlerDescriptor)#descriptor',
    'Change Parameter Type ops.Auditor.constructor(SystemClock)#clock -> ops.Auditor.constructor(TimeSource)#timeSource',
    'Move Field ops.AddHandler#resolver -> ops.ResourceDescriptor#resolver',
    'Rename Field ops.Auditor#clock -> ops.Auditor#timeSource',
    'Rename Parameter ops.AddHandler.constructor(DescriptionResolver)#resolver -> ops.AddHandler.constructor(HandlerDescriptor)#descriptor',
    'Rename Parameter ops.Auditor.constructor(SystemClock)#clock -> ops.Auditor.constructor(TimeSource)#timeSource',
  ]],
];

describe.each(cases)('%s: a field moved under its name', (_language, fixture, expected) => {
  it('is a move where its name and type went, not a rename in place', async () => {
    expect(await detectInFixture(fixture)).toEqual(expected);
  });
});
