import { linkParents } from '../../../src/core/cst';
import { loadPlugins } from '../../../src/languages/registry';
import { edgeLines, outline } from '../javascript/parse-helpers';

async function parsePython(files: Record<string, string>) {
  const [plugin] = await loadPlugins(['python']);
  const root = plugin.parse(Object.entries(files).map(([path, content]) => ({ path, content })));
  linkParents(root);
  return root;
}

describe('Python CST', () => {
  test('modules, classes with bases, methods (`__init__` too) without self/cls, nested functions, fields, decorators', async () => {
    const source = [
      'from .base import Base',
      '',
      'class Shape(Base, shapes.Drawable, metaclass=ABCMeta):',
      '    sides = 0',
      '    label: str = "shape"',
      '',
      '    def __init__(self, width, height=1, *args, **kwargs):',
      '        super().__init__()',
      '        self.width = width',
      '        self.width = abs(width)',
      '',
      '    @property',
      '    def area(self):',
      '        return self.width * helper(self.height)',
      '',
      '    @classmethod',
      '    def unit(cls, /, scale: float = 1.0, *, strict=False) -> "Shape":',
      '        def inner(x):',
      '            return x * scale',
      '        return cls(inner(1), 1)',
      '',
      '    @staticmethod',
      '    def parse(text):',
      '        return Shape(int(text))',
      '',
      'class Drawable:',
      '    pass',
      '',
      'def helper(value: int) -> int:',
      '    return value',
    ].join('\n');
    const root = await parsePython({ 'geo/shapes.py': source });
    expect(outline(root)).toEqual([
      'File shapes.py ns="geo/"',
      '  Class Shape',
      '    Field sides TYPE_MEMBER',
      '    Field label TYPE_MEMBER',
      '    Method __init__(width, height, *args, **kwargs) TYPE_MEMBER',
      '    Field width TYPE_MEMBER',
      '    Method area() TYPE_MEMBER',
      '    Method unit(scale, strict) TYPE_MEMBER',
      '      Function inner(x)',
      '    Method parse(text) TYPE_MEMBER',
      '  Class Drawable',
      '  Function helper(value)',
    ]);
    // Bases by their last name (metaclass= is no base); calls by name; self.x uses the field.
    expect(edgeLines(root)).toEqual([
      'subtype geo/shapes.py.Shape -> geo/shapes.py.Drawable',
      'uses geo/shapes.py.Shape.__init__ -> geo/shapes.py.Shape.width',
      'uses geo/shapes.py.Shape.area -> geo/shapes.py.Shape.width',
      'uses geo/shapes.py.Shape.area -> geo/shapes.py.helper',
      'uses geo/shapes.py.Shape.unit -> geo/shapes.py.Shape.unit.inner',
    ]);
  });

  test('super().f() calls the nearest superclass\'s f, wherever it is declared; never a sibling\'s nor the own class\'s', async () => {
    const root = await parsePython({
      'a/base.py': ['class Base:', '    def __init__(self, x):', '        self.x = x', ''].join('\n'),
      'a/other.py': ['class Other:', '    def __init__(self):', '        self.y = 1', ''].join('\n'),
      'a/subs.py': [
        'class Middle(Base):',
        '    def run(self):',
        '        return 1',
        '',
        'class Leaf(Middle):',
        '    def __init__(self, x):',
        '        super(Leaf, self).__init__(x)',
        '        super().run()',
        '',
        'class Sibling(Base):',
        '    def __init__(self):',
        '        super().__init__(0)',
        '        super().close()',
        '',
        '    def run(self):',
        '        return 2',
        '',
      ].join('\n'),
    });
    expect(edgeLines(root).filter((line) => line.startsWith('uses'))).toEqual([
      'uses a/base.py.Base.__init__ -> a/base.py.Base.x',
      'uses a/other.py.Other.__init__ -> a/other.py.Other.y',
      'uses a/subs.py.Leaf.__init__ -> a/base.py.Base.__init__',
      'uses a/subs.py.Leaf.__init__ -> a/subs.py.Middle.run',
      'uses a/subs.py.Sibling.__init__ -> a/base.py.Base.__init__',
    ]);
  });

  test("a module's own variables are fields of the module; an assignment nested in code or a function is none", async () => {
    const source = [
      'import os',
      'SAMPLE_DIR = os.path.join("tests", "data")',
      'first, second = 1, 2',
      'if __name__ == "__main__":',
      '    verbose = True',
      '',
      'def run():',
      '    local = SAMPLE_DIR',
      '    return local',
      '',
    ].join('\n');
    const root = await parsePython({ 'pkg/cli.py': source });
    expect(outline(root)).toEqual(['File cli.py ns="pkg/"', '  Field SAMPLE_DIR', '  Function run()']);
  });

  test('a decorated definition spans its decorators; syntax errors are a warning', async () => {
    const root = await parsePython({ 'a.py': '@cache\n@retry(3)\ndef load(path):\n    return open(path).read()\n', 'b.py': 'def broken(:\n    pass\n' });
    expect(root.nodes[0].children[0].location).toMatchObject({ startLine: 1, endLine: 4 });
    expect(root.warnings).toEqual(['b.py:1: syntax error; analysed what could be parsed']);
  });

  test('a docstring belongs to the declaration, not the body that code is extracted from or inlined into', async () => {
    const source = ['class A:', '    """A class."""', '    def f(self):', "        '''Says hi.'''", '        return "hi"', '    def g(self):', '        return "yo"', ''].join('\n');
    const root = await parsePython({ 'a.py': source });
    const [f, g] = root.nodes[0].children[0].children;
    expect(source.slice(f.location.bodyBegin, f.location.bodyEnd).trim()).toBe('return "hi"');
    expect(source.slice(g.location.bodyBegin, g.location.bodyEnd).trim()).toBe('return "yo"');
    expect(source.slice(f.location.begin, f.location.end)).toContain('Says hi');
  });
});
