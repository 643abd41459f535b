import { containerName, linkParents } from '../../../src/core/cst';
import { loadPlugins } from '../../../src/languages/registry';
import { edgeLines, outline } from '../javascript/parse-helpers';

async function parseCpp(files: Record<string, string>) {
  const [plugin] = await loadPlugins(['cpp']);
  const root = plugin.parse(Object.entries(files).map(([path, content]) => ({ path, content })));
  linkParents(root);
  return root;
}

const HEADER = `#pragma once
#include <string>

namespace geo::shapes {

class Shape {
 public:
  virtual ~Shape();
  virtual double area() const = 0;
 protected:
  std::string name_;
};

template <typename T>
class Box : public Shape, private detail::Counted<T> {
 public:
  explicit Box(T side);
  Box(const Box& other) = default;
  double area() const override;
  Box& operator+=(const Box& other);
  template <typename U> U as() const { return U(side_); }
  T side_, *spare = nullptr;
  static const int kSides = 4;
  struct Corner { int x; int y; };
};

int max(int a, int b);

}  // namespace geo::shapes
`;

const SOURCE = `#include "shapes.hpp"

namespace geo {
namespace shapes {

template <typename T>
Box<T>::Box(T side) : side_(side) { count(); }

template <typename T>
double Box<T>::area() const { return square(side_) * kSides; }

template <typename T>
Box<T>& Box<T>::operator+=(const Box& other) { side_ += other.side_; return *this; }

int max(int a, int b) { return a > b ? a : b; }
double max(double a, double b) { return a > b ? a : b; }

double square(double x) { return x * x; }

}  // namespace shapes
}  // namespace geo

namespace {
int helper(void) { return geo::shapes::max(1, 2); }
}

void Circle::draw(const Canvas &canvas, int scale = 1) const { canvas.paint(helper()); }

static int main(int argc, char** argv) { return helper(); }

TEST(Shapes, Area) { max(1, 2); }
`;

describe('C++ CST', () => {
  test('types by namespace, methods in their class wherever defined, free functions of a namespace or of their file', async () => {
    const root = await parseCpp({ 'include/shapes.hpp': HEADER, 'src/shapes.cpp': SOURCE });
    expect(outline(root)).toEqual([
      'File shapes.hpp ns="include/"',
      'File shapes.cpp ns="src/"',
      '  Function helper()',
      '  Function main(int, char**)',
      // A macro defining a function (a test case): named by its arguments, not a function TEST(Shapes, Area).
      '  Function TEST(Shapes, Area) [TEST(Shapes, Area)]',
      'Class Shape ns="geo.shapes."',
      '  Method ~new() [~Shape] sig=~Shape() TYPE_MEMBER TYPE_CONSTRUCTOR',
      '  Method area() const TYPE_MEMBER ABSTRACT',
      '  Field name_ sig=name_ : std::string TYPE_MEMBER',
      'Class Box ns="geo.shapes."',
      // Declared in the header, defined in the source: one method, located at its definition.
      '  Method new(T) [Box] sig=Box(T) TYPE_MEMBER TYPE_CONSTRUCTOR',
      '  Method new(const Box&) [Box] sig=Box(const Box&) TYPE_MEMBER TYPE_CONSTRUCTOR',
      '  Method area() const TYPE_MEMBER',
      '  Method operator+=(const Box&) TYPE_MEMBER',
      '  Method as() const TYPE_MEMBER',
      '  Field side_ sig=side_ : T TYPE_MEMBER',
      '  Field spare sig=spare : T TYPE_MEMBER',
      '  Field kSides sig=kSides : int TYPE_MEMBER',
      '  Struct Corner',
      '    Field x sig=x : int TYPE_MEMBER',
      '    Field y sig=y : int TYPE_MEMBER',
      'Function max(int, int) ns="geo.shapes."',
      'Function max(double, double) ns="geo.shapes."',
      'Function square(double) ns="geo.shapes."',
      // Its class is in no analysed file: a placeholder made from its methods.
      'Class Circle ns=""',
      '  Method draw(const Canvas&, int) const TYPE_MEMBER',
    ]);
    expect(root.nodes.find((node) => node.simpleName === 'Box')!.children.find((node) => node.simpleName === 'area')!.location.file).toBe('src/shapes.cpp');
    expect(edgeLines(root)).toEqual([
      'subtype geo.shapes.Box -> geo.shapes.Shape',
      'uses Circle.draw -> src/shapes.cpp.helper',
      'uses geo.shapes.Box.area -> geo.shapes.Box.kSides',
      'uses geo.shapes.Box.area -> geo.shapes.Box.side_',
      'uses geo.shapes.Box.area -> geo.shapes.square',
      'uses geo.shapes.Box.as -> geo.shapes.Box.side_',
      'uses geo.shapes.Box.operator+= -> geo.shapes.Box.side_',
      // Both overloads: calls are resolved by name.
      'uses src/shapes.cpp.TEST(Shapes, Area) -> geo.shapes.max',
      'uses src/shapes.cpp.TEST(Shapes, Area) -> geo.shapes.max',
      'uses src/shapes.cpp.helper -> geo.shapes.max',
      'uses src/shapes.cpp.helper -> geo.shapes.max',
      'uses src/shapes.cpp.main -> src/shapes.cpp.helper',
    ]);
  });

  test('the container is the namespace, then the enclosing types, joined with dots', async () => {
    const root = await parseCpp({ 'include/shapes.hpp': HEADER });
    const box = root.nodes.find((node) => node.simpleName === 'Box')!;
    expect(containerName(box)).toBe('geo.shapes');
    expect(containerName(box.children.find((node) => node.simpleName === 'Corner')!)).toBe('geo.shapes.Box');
    expect(box.children.find((node) => node.simpleName === 'area')!.signature).toBe('area() const');
  });

  test('generated files are skipped; syntax errors are a warning and the rest is read', async () => {
    const [plugin] = await loadPlugins(['cpp']);
    expect(plugin.isIgnored('gen/api.pb.cc', '// Generated by the protocol buffer compiler.  DO NOT EDIT!\n')).toBe(true);
    expect(plugin.isIgnored('src/api.cc', '// The API.\nint f() { return 1; }\n')).toBe(false);
    const root = await parseCpp({ 'a.cc': 'int broken() { return 1 +; }\n\nint fine() { return 1; }\n' });
    expect(root.warnings).toEqual(['a.cc:1: syntax error; analysed what could be parsed']);
    expect(outline(root)).toContain('  Function fine()');
  });
});

describe('C++ files', () => {
  test('C++ by name, the same on both sides of a change; `.h` stays C', async () => {
    const { languageOfPath } = await import('../../../src/languages/registry');
    expect(['a.cpp', 'a.cc', 'a.cxx', 'a.c++', 'a.hpp', 'a.hh', 'a.hxx', 'a.h++'].map((path) => languageOfPath(path))).toEqual(Array(8).fill('cpp'));
    expect(languageOfPath('a.h')).toBe('c');
  });
});
