import { linkParents } from '../../../src/core/cst';
import { loadPlugins } from '../../../src/languages/registry';
import { edgeLines, outline } from '../javascript/parse-helpers';

async function parseCSharp(files: Record<string, string>) {
  const [plugin] = await loadPlugins(['csharp']);
  const root = plugin.parse(Object.entries(files).map(([path, content]) => ({ path, content })));
  linkParents(root);
  return root;
}

describe('C# CST', () => {
  test('namespaces, types, typed signatures, constructors, properties and fields, supertypes, calls', async () => {
    const source = [
      'using System;',
      'namespace Shop.Orders;',
      '',
      'public class Cart : Basket<int>, ICart, Shop.IPriced {',
      '    private int count = 1, limit;',
      '    public decimal Total { get; private set; }',
      '    public string Label => "cart";',
      '    public Cart(int count) : base() { this.count = count; }',
      '    static Cart() { }',
      '    public void Add(ref int amount, params string[] tags) { Check(amount); count++; }',
      '    public void Add(Dictionary< string ,int > items) => Helpers.Sum<int>(items);',
      '    private bool Check(int? amount) { return amount < limit; }',
      '    protected abstract void Clear();',
      '}',
      'public interface ICart { void Clear(); int Size { get; } }',
      'public struct Point { public int X; }',
      'public record Line(Point From, Point To) : Shape(From);',
      'public enum Color { Red, Green }',
    ].join('\n');
    const nested = 'namespace Shop { namespace Util { static class Helpers { public static int Sum<T>(T items) => 0; } } }\nclass Global { }\nnamespace Legacy { class Helpers { } }\n';
    const root = await parseCSharp({ 'src/Cart.cs': source, 'src/Helpers.cs': nested });
    expect(outline(root)).toEqual([
      'Class Cart ns="Shop.Orders."',
      '  Field count sig=count : int TYPE_MEMBER',
      '  Field limit sig=limit : int TYPE_MEMBER',
      '  Field Total sig=Total : decimal TYPE_MEMBER',
      '  Field Label sig=Label : string TYPE_MEMBER',
      '  Method new(int) [Cart] sig=Cart(int) TYPE_CONSTRUCTOR',
      '  Method static new() [Cart] sig=Cart() TYPE_CONSTRUCTOR',
      '  Method Add(ref int, string[]) TYPE_MEMBER',
      '  Method Add(Dictionary<string, int>) TYPE_MEMBER',
      '  Method Check(int?) TYPE_MEMBER',
      '  Method Clear() TYPE_MEMBER ABSTRACT',
      'Interface ICart ns="Shop.Orders." ABSTRACT',
      '  Method Clear() TYPE_MEMBER ABSTRACT',
      '  Field Size sig=Size : int TYPE_MEMBER',
      'Struct Point ns="Shop.Orders."',
      '  Field X sig=X : int TYPE_MEMBER',
      'Record Line ns="Shop.Orders."',
      'Enum Color ns="Shop.Orders."',
      'Class Helpers ns="Shop.Util."',
      '  Method Sum(T) TYPE_MEMBER',
      'Class Global ns=""',
      'Class Helpers ns="Legacy."',
    ]);
    // Base lists by their last name, generics left out; calls and `new` by name; fields by use.
    expect(edgeLines(root)).toEqual([
      'subtype Shop.Orders.Cart -> Shop.Orders.ICart',
      'uses Shop.Orders.Cart.Add -> Shop.Orders.Cart.Check',
      'uses Shop.Orders.Cart.Add -> Shop.Orders.Cart.count',
      'uses Shop.Orders.Cart.Add -> Shop.Util.Helpers.Sum',
      'uses Shop.Orders.Cart.Cart -> Shop.Orders.Cart.count',
      'uses Shop.Orders.Cart.Check -> Shop.Orders.Cart.limit',
    ]);
  });

  test('the parts of a partial class are one type, holding every part\'s members', async () => {
    const root = await parseCSharp({
      'App/Order.cs': 'namespace App;\npartial class Order { int id; public void Save() { Validate(); } }\n',
      'App/Order.Validation.cs': 'namespace App {\n  partial class Order { void Validate() { } partial class Line { } }\n  partial class Order { partial class Line { int qty; } }\n}\n',
      'Other/Order.cs': 'namespace Other;\npartial class Order { }\n',
    });
    expect(outline(root)).toEqual([
      'Class Order ns="App."',
      '  Field id sig=id : int TYPE_MEMBER',
      '  Method Save() TYPE_MEMBER',
      '  Method Validate() TYPE_MEMBER',
      '  Class Line',
      '    Field qty sig=qty : int TYPE_MEMBER',
      'Class Order ns="Other."',
    ]);
    expect(root.nodes[0].location.file).toBe('App/Order.cs');
    expect(edgeLines(root)).toEqual(['uses App.Order.Save -> App.Order.Validate']);
  });

  test('syntax errors are a warning; what parses is analysed', async () => {
    const root = await parseCSharp({ 'a.cs': 'class A { void M( { } }\nclass B { void N() { } }\n' });
    expect(root.warnings).toEqual(['a.cs:1: syntax error; analysed what could be parsed']);
    expect(outline(root)).toContain('Class B ns=""');
  });
});
