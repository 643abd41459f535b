import { analyzeFiles } from '../../src/engine/analyze';

async function found(path: string, before: string, after: string): Promise<string[]> {
  const result = await analyzeFiles([{ path, content: before }], [{ path, content: after }]);
  return result.refactorings.map((r) => r.description).sort();
}

/**
 * A new local assigned again only inside a block below its declaration (`if (...) maxCode = 400`)
 * still holds its declared value where the block is skipped: extracted where that value stood
 * (JavaScript, Java). Assigned again at its own level, it holds no one value: not extracted. A
 * parameter's reassignment (`method = method.toLowerCase()`) that became a new local's value is
 * extracted from it, the parameter kept as passed; a mere copy of it (`var name = method`, or with
 * a fallback: `var opts = options || {}`) is no expression extracted.
 */
describe('a new local assigned again later', () => {
  it('only in a nested block: extracted where its declared value stood (JavaScript)', async () => {
    const before = 'function settle(resolve, reject, response) {\n  (response.status >= 200 && response.status < 300 ? resolve : reject)(response);\n}\n';
    const after =
      'function settle(resolve, reject, response) {\n  var maxCode = 300;\n  if (response.config.redirects) {\n    maxCode = 400;\n  }\n  (response.status >= 200 && response.status < maxCode ? resolve : reject)(response);\n}\n';
    expect(await found('lib/settle.js', before, after)).toEqual(['Extract Variable maxCode in function lib/settle.js.settle(resolve, reject, response)']);
  });

  it('at its own level: no one value stands for it, not extracted (JavaScript)', async () => {
    const before = 'function settle(resolve, reject, response) {\n  log(response);\n  (response.status < 300 ? resolve : reject)(response);\n}\n';
    const after = 'function settle(resolve, reject, response) {\n  var maxCode = 300;\n  log(response);\n  maxCode = limits.max;\n  (response.status < maxCode ? resolve : reject)(response);\n}\n';
    expect(await found('lib/settle.js', before, after)).toEqual([]);
  });

  it('only in a nested block, its value made from what stood there (a new object over a parameter): a new variable, not extracted', async () => {
    const before = 'function query(options) {\n  var parse = qs.parse;\n  if (typeof options === "function") {\n    parse = options;\n    options = undefined;\n  }\n  return parse(url, options);\n}\n';
    const after =
      'function query(options) {\n  var opts = Object.create(options || null);\n  var parse = qs.parse;\n  if (typeof options === "function") {\n    parse = options;\n    opts = undefined;\n  }\n  return parse(url, opts);\n}\n';
    expect(await found('lib/query.js', before, after)).toEqual([]);
  });

  it('only in a nested block, in Java too; a value that stood nowhere is no extraction', async () => {
    const wrap = (body: string) => `class Range {\n  boolean accepts(int status, boolean redirects) {\n${body}  }\n}\n`;
    const before = wrap('    log(status);\n    return status >= 200 && status < 300;\n');
    const after = wrap('    int maxCode = 300;\n    if (redirects) {\n      maxCode = 400;\n    }\n    log(status);\n    return status >= 200 && status < maxCode;\n');
    expect(await found('src/Range.java', before, after)).toEqual(['Extract Variable maxCode in method Range.accepts(int, boolean)']);
    const fresh = wrap('    int minCode = 100;\n    if (redirects) {\n      minCode = 150;\n    }\n    log(status + minCode);\n    return status >= 200 && status < 300;\n');
    expect(await found('src/Range.java', before, fresh)).toEqual([]);
  });

  it('a parameter\'s reassignment that became the new local\'s value is extracted; a copy of the parameter kept reassigned is not', async () => {
    const body = (first: string, rest: string) => `function handles(method) {\n  if (this.all) {\n    return true;\n  }\n  ${first}\n${rest}}\n`;
    const before = body('method = method.toLowerCase();', '  if (method === "head" && !this.methods.head) {\n    method = "get";\n  }\n  return Boolean(this.methods[method]);\n');
    const after = body('var name = method.toLowerCase();', '  if (name === "head" && !this.methods.head) {\n    name = "get";\n  }\n  return Boolean(this.methods[name]);\n');
    expect(await found('lib/route.js', before, after)).toEqual(['Extract Variable name in function lib/route.js.handles(method)']);
    const kept = body('method = method.toLowerCase();', '  var name = method;\n  if (name === "head" && !this.methods.head) {\n    name = "get";\n  }\n  return Boolean(this.methods[name]);\n');
    expect(await found('lib/route.js', before, kept)).toEqual([]);
  });

  it('a parameter given a fallback (`options = options || {}`) that became a new local\'s value is a copy of it, not extracted', async () => {
    const body = (first: string, name: string) => `function Layer(path, options, fn) {\n  ${first}\n  this.handle = fn;\n  this.regexp = pathRegexp(path, [], ${name});\n  if (path === "/" && ${name}.end === false) {\n    this.fast = true;\n  }\n}\n`;
    expect(await found('lib/layer.js', body('options = options || {};', 'options'), body('var opts = options || {};', 'opts'))).toEqual([]);
  });
});
