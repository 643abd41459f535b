import { detectInFixture } from '../helpers/fixtures';

/**
 * Locals renamed inside code an extraction or an inlining moved, on
 * test/fixtures/<language>/variable-moved-code (Java and Kotlin), read from the statements the
 * mapper paired between the moved body and its source, as RefactoringMiner compares them: `c` and
 * `numErrs` of `main` are `checker` and `errors` in the extracted `process`; `amount` of the
 * inlined `compute` is `net` in `total`. A local passed to the extracted method, there a parameter
 * of another name (`summary` -> `s`, in `print`), is no renamed variable; nor is a local whose
 * declaration was reworked on its way (`label = args.length > 1 ? args[1] : config.name()` became
 * `title = config.name()`, in `process`). Uses that left for an extracted body are no unpaired uses
 * against a local renamed where it stayed (`msg` -> `messages` in `onEvent`, its reads now in
 * `dispatch`; a type change too where the type is written); uses rewritten in place still are
 * (`onPing`).
 */
const cases: Array<[string, string]> = [
  ['java', 'String[]'],
  ['kotlin', 'Array<String>'],
];

describe.each(cases)('%s: locals renamed in moved code', (language, args) => {
  it('are renamed between the source and the body now holding the code, parameters aside', async () => {
    expect(await detectInFixture(`${language}/variable-moved-code`)).toEqual(
      [
        ...(language === 'java' ? ['Change Variable Type shop.Runner.onEvent(Event)#msg -> shop.Runner.onEvent(Event)#messages'] : []),
        'Extract Method shop.Runner#onEvent(Event) -> shop.Runner#dispatch(Message)',
        'Rename Variable shop.Runner.onEvent(Event)#msg -> shop.Runner.onEvent(Event)#messages',
        `Extract Method shop.Runner#main(${args}) -> shop.Runner#process(${args})`,
        'Extract Method shop.Runner#report(Ledger) -> shop.Runner#print(Summary)',
        'Inline Method shop.Runner#compute(Order) -> shop.Runner#total(Order)',
        'Rename Variable shop.Runner.compute(Order)#amount -> shop.Runner.total(Order)#net',
        `Rename Variable shop.Runner.main(${args})#c -> shop.Runner.process(${args})#checker`,
        `Rename Variable shop.Runner.main(${args})#numErrs -> shop.Runner.process(${args})#errors`,
      ].sort(),
    );
  });
});
