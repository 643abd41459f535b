import { analyzeFiles } from '../../../src/engine/analyze';

const RULE = `    public class Rule<T, TProperty>
    {
        readonly Func<T, TProperty> _property;

        public Rule(Func<T, TProperty> property)
        {
            _property = property;
        }

        public bool Validate(T instance, Func<TProperty, bool> check)
        {
            var value = _property(instance);
            return value != null && check(value);
        }
    }
`;

const NON_GENERIC_RULE = `    public class Rule<T>
    {
        public string Name { get; set; }

        public string Describe(T instance)
        {
            return Name + ": " + instance;
        }
    }
`;

const file = (...types: string[]) => `using System;

namespace Shop.Validation
{
${types.join('\n')}}
`;

const describeAll = async (before: string, after: string) =>
  (await analyzeFiles([{ path: 'src/Validation/Rule.cs', content: before }], [{ path: 'src/Validation/Rule.cs', content: after }])).refactorings.map((r) => r.description);

describe('C# generic types of one name and several arities', () => {
  test('a new Rule<T> declared before the kept Rule<T, TProperty>: the kept type is itself, nothing is reported', async () => {
    expect(await describeAll(file(RULE), file(NON_GENERIC_RULE, RULE))).toEqual([]);
  });

  test('a type parameter renamed keeps the type: only the types spelled with it change', async () => {
    const renamedParameter = RULE.replace(/\bTProperty\b/g, 'TValue');
    expect(await describeAll(file(RULE), file(renamedParameter))).toEqual([
      'Change Field Type Func<T, TProperty> to Func<T, TValue> in field Shop.Validation.Rule._property : Func<T, TValue>',
      'Change Parameter Type Func<T, TProperty> to Func<T, TValue> of property in method Shop.Validation.Rule.Rule(Func<T, TValue>)',
      'Change Parameter Type Func<TProperty, bool> to Func<TValue, bool> of check in method Shop.Validation.Rule.Validate(T, Func<TValue, bool>)',
    ]);
  });
});
