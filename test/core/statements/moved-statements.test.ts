import { extractedStatements, inlinedStatements, mayHoldMovedStatement } from '../../../src/core/statements/moved-statements';
import { bodyOf } from './parse-bodies';

describe('statements moved by an extraction or an inlining', () => {
  it('maps the extracted body to the lost statements through the call arguments and a return for an assignment (Java)', async () => {
    const before = await bodyOf('java', 'A.java', 'class A { void f(Order order) { double net = order.price * order.count; double total = net * 1.2; print(total); } }', 'f');
    const after = await bodyOf('java', 'A.java', 'class A { void f(Order order) { double total = gross(order); print(total); } double gross(Order o) { double value = o.price * o.count; return value * 1.2; } }', 'f');
    const extracted = await bodyOf('java', 'A.java', 'class A { double gross(Order o) { double value = o.price * o.count; return value * 1.2; } }', 'gross');
    expect(extractedStatements(before, after, extracted, { name: 'gross', parameters: ['o'] })).toEqual({ mapped: 2, total: 2, identical: [], alike: [6], assignedAlike: [], strong: [6], mappedInCallbacks: 0, holdsReplacedExpression: false, holdsReplacedAsOperand: false, holdsLostValue: false, lost: 2 });
  });

  it('finds nothing moved when the new function only shares vocabulary with the lost code (JavaScript)', async () => {
    const before = await bodyOf('javascript', 'a.js', 'function load(path) { const text = fs.readFileSync(path, "utf8"); const data = JSON.parse(text); return data.items; }', 'load');
    const after = await bodyOf('javascript', 'a.js', 'function load(path) { return readJson(path).items; }', 'load');
    const helper = await bodyOf('javascript', 'a.js', 'function readJson(file) { if (!fs.existsSync(file)) { throw new Error("missing " + file); } return cache.get(file); }', 'readJson');
    expect(extractedStatements(before, after, helper, { name: 'readJson', parameters: ['file'] })).toEqual({ mapped: 0, total: 3, identical: [], alike: [], assignedAlike: [], strong: [], mappedInCallbacks: 0, holdsReplacedExpression: false, holdsReplacedAsOperand: false, holdsLostValue: false, lost: 3 });
  });

  it('maps an inlined body to the statements its caller gained (C)', async () => {
    const before = await bodyOf('c', 'a.c', 'int area(int w, int h) { int s = scale(w); return s * h; }', 'area');
    const after = await bodyOf('c', 'a.c', 'int area(int w, int h) { int s = w * FACTOR; if (s < 0) s = 0; return s * h; }', 'area');
    const inlined = await bodyOf('c', 'a.c', 'int scale(int v) { int r = v * FACTOR; if (r < 0) r = 0; return r; }', 'scale');
    expect(inlinedStatements(before, after, inlined, { name: 'scale', parameters: ['v'] })).toEqual({ mapped: 3, total: 4, identical: [], alike: [4, 2, 3], assignedAlike: [1], strong: [4, 2, 3], mappedInCallbacks: 0, holdsReplacedExpression: true, holdsReplacedAsOperand: false, holdsLostValue: false, lost: 2 });
  });

  it('counts the words of a lost statement found word for word in the new body, through the call arguments (Java)', async () => {
    const before = await bodyOf('java', 'A.java', 'class A { void f(Order order) { log.info("total " + order.total()); print(order); } }', 'f');
    const after = await bodyOf('java', 'A.java', 'class A { void f(Order order) { report(order); print(order); } }', 'f');
    const extracted = await bodyOf('java', 'A.java', 'class A { void report(Order o) { if (o == null) return; log.info("total " + o.total()); } }', 'report');
    expect(extractedStatements(before, after, extracted, { name: 'report', parameters: ['o'] })).toEqual({ mapped: 1, total: 3, identical: [5], alike: [5], assignedAlike: [], strong: [5], mappedInCallbacks: 0, holdsReplacedExpression: true, holdsReplacedAsOperand: false, holdsLostValue: false, lost: 1 });
  });

  it('maps no bare return to a callee returning a value: they share a keyword, nothing the code says (C++)', async () => {
    const before = await bodyOf('cpp', 'a.cc', 'void Decoder::run(Writer* w) { if (done()) return; step(w); if (full()) return; }', 'run');
    const after = await bodyOf('cpp', 'a.cc', 'void Decoder::run(Writer* w) { char* op = w->output(); if (done()) goto out; step(w); out: w->store(op); }', 'run');
    const getter = await bodyOf('cpp', 'a.cc', 'class Writer { char* output() { return op_; } char* op_; };', 'output');
    expect(extractedStatements(before, after, getter, { name: 'output', parameters: [] })).toEqual({ mapped: 0, total: 1, identical: [], alike: [], assignedAlike: [], strong: [], mappedInCallbacks: 0, holdsReplacedExpression: false, holdsReplacedAsOperand: false, holdsLostValue: false, lost: 2 });
  });

  it("maps a helper's bare return to the caller's return of a value: the helper ends what the caller ended (Java)", async () => {
    const before = await bodyOf('java', 'A.java', 'class A { Node parse(Deque<Node> output) { if (output.isEmpty()) { return last; } Node node = collapse(output.pop()); blocks.add(node); return node; } }', 'parse');
    const after = await bodyOf('java', 'A.java', 'class A { Node parse(Deque<Node> output) { handleEnd(output); return result(); } }', 'parse');
    const helper = await bodyOf('java', 'A.java', 'class A { void handleEnd(Deque<Node> out) { if (out.isEmpty()) { return; } Node node = collapse(out.pop()); blocks.add(node); } }', 'handleEnd');
    expect(extractedStatements(before, after, helper, { name: 'handleEnd', parameters: ['out'] })).toMatchObject({ mapped: 4, total: 4 });
  });

  it('counts a weak pair among the many statements of a longer body: the share of them mapped is the evidence there (JavaScript)', async () => {
    const before = await bodyOf('javascript', 'a.js', 'function draw(ctx, element) { drawCircles(ctx, element, true); finish(ctx); }', 'draw');
    const after = await bodyOf('javascript', 'a.js', 'function draw(ctx, element) { let end = element.end; ctx.beginPath(); ctx.arc(x, y, end); ctx.stroke(); ctx.closePath(); finish(ctx); }', 'draw');
    const inlined = await bodyOf('javascript', 'a.js', 'function drawCircles(ctx, element, inner) { const {x, y, start} = element; ctx.beginPath(); ctx.arc(x, y, start); ctx.stroke(); ctx.closePath(); }', 'drawCircles');
    expect(inlinedStatements(before, after, inlined, { name: 'drawCircles', parameters: ['ctx', 'element', 'inner'] })).toMatchObject({ mapped: 5, total: 5 });
  });

  it('counts no statement that shares only the arguments passed in: a store replaced by another API call (C++, and read back the other way)', async () => {
    const before = await bodyOf('cpp', 'a.cc', 'void bench(State& state, size_t n) { run(n); SetBytes(static_cast<int64_t>(state.iterations()) * n); }', 'bench');
    const after = await bodyOf('cpp', 'a.cc', 'void bench(State& state, size_t n) { run(n); state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * n); }', 'bench');
    const removed = await bodyOf('cpp', 'a.cc', 'void SetBytes(int64_t bytes) { bytes_processed = bytes; }', 'SetBytes');
    expect(inlinedStatements(before, after, removed, { name: 'SetBytes', parameters: ['bytes'] })).toMatchObject({ mapped: 0, total: 1 });
    // The store itself inlined is still mapped, its target written where the call was.
    const inlinedStore = await bodyOf('cpp', 'a.cc', 'void bench(State& state, size_t n) { run(n); bytes_processed = static_cast<int64_t>(state.iterations()) * n + 1; }', 'bench');
    expect(inlinedStatements(before, inlinedStore, removed, { name: 'SetBytes', parameters: ['bytes'] })).toMatchObject({ mapped: 1, total: 1 });
  });

  it('maps a lost statement of a lambda, but counts no word for word evidence from it (Java)', async () => {
    const lambda = (inside: string) => `class A { void f(Order order) {\n  run(() -> {\n    ${inside}\n  });\n  print(order);\n} }`;
    const before = await bodyOf('java', 'A.java', lambda('log.info("total " + order.total()); done();'), 'f');
    const after = await bodyOf('java', 'A.java', lambda('report(order); done();'), 'f');
    const extracted = await bodyOf('java', 'A.java', 'class A { void report(Order o) { if (o == null) return; log.info("total " + o.total()); } }', 'report');
    expect(extractedStatements(before, after, extracted, { name: 'report', parameters: ['o'] })).toEqual({ mapped: 1, total: 3, identical: [], alike: [], assignedAlike: [], strong: [5], mappedInCallbacks: 1, holdsReplacedExpression: true, holdsReplacedAsOperand: false, holdsLostValue: false, lost: 1 });
  });

  describe('a call that replaced an expression the callee holds', () => {
    const evidence = async (beforeCaller: string, afterCaller: string, callee: string, name: string, parameters: string[]) =>
      extractedStatements(
        await bodyOf('java', 'A.java', `class A { ${beforeCaller} }`, 't'),
        await bodyOf('java', 'A.java', `class A { ${afterCaller} }`, 't'),
        await bodyOf('java', 'A.java', `class A { ${callee} }`, name),
        { name, parameters },
      ).holdsReplacedExpression;

    it('is found when the old expression is inside the returned one (Java)', async () => {
      expect(
        await evidence(
          'void t() { Bus bus = createBus(syncAsync(false)); bus.run(); }',
          'void t() { Bus bus = createBus(config()); bus.run(); }',
          'Config config() { return syncAsync(false).withHandler(new Handler()); }',
          'config',
          [],
        ),
      ).toBe(true);
    });

    it('is found in any statement of a small callee, among new code (Java)', async () => {
      expect(
        await evidence(
          'void t() { if (c == null) { c = ep.create(); } }',
          'void t() { if (c == null) { c = create(ep, false); } }',
          'T create(Ep e, boolean log) { T made = e.create(); if (log) { warn(made); } return made; }',
          'create',
          ['e', 'log'],
        ),
      ).toBe(true);
    });

    it('is not found in a callee of 5 statements or more (a guard wrapper)', async () => {
      const longBody = Array.from({ length: 4 }, (_, i) => `check${i}();`).join(' ');
      expect(
        await evidence(
          'void t() { if (c == null) { c = ep.create(); } }',
          'void t() { if (c == null) { c = create(ep, false); } }',
          `T create(Ep e, boolean log) { ${longBody} return e.create(); }`,
          'create',
          ['e', 'log'],
        ),
      ).toBe(false);
    });

    it('is not found for a statement that kept a same-named call', async () => {
      const caller = 'int t(List<Integer> xs, int i) { return xs.get(i) + 1; }';
      expect(await evidence(caller, caller, 'int get(int n) { return items.get(n); }', 'get', ['n'])).toBe(false);
    });

    it('is found when the callee makes the replaced call on its own object: a receiver swapped is a replacement (Java)', async () => {
      expect(
        await evidence(
          'void t() { if (!done) { super.visitAnnotation(DESC, true); done = true; } }',
          'void t() { if (!done) { emitAnnotation(); done = true; } }',
          'void emitAnnotation() { AnnotationVisitor visitor = visitAnnotation(DESC, true); visitor.visitEnd(); }',
          'emitAnnotation',
          [],
        ),
      ).toBe(true);
    });

    it('is not found when the callee makes the same call with other arguments', async () => {
      expect(
        await evidence(
          'void t() { if (!done) { super.visitAnnotation(DESC, true); done = true; } }',
          'void t() { if (!done) { emitAnnotation(); done = true; } }',
          'void emitAnnotation() { AnnotationVisitor visitor = visitAnnotation(OTHER_DESC, false); visitor.visitEnd(); }',
          'emitAnnotation',
          [],
        ),
      ).toBe(false);
    });

    it('is not found when the call made on another object is a lone name, away from the place of the lost statement', async () => {
      // (In that place, see 'a call standing where a lost statement made ...' below.)
      expect(
        await evidence('void t() { queue.add(a); this.agenda.notifyHalt(); }', 'void t() { notifyHalt(); queue.add(a); }', 'void notifyHalt() { list.notifyHalt(); }', 'notifyHalt', []),
      ).toBe(false);
    });

    it("reads the callee's own object as the one the call is made on (Java)", async () => {
      const [caller, callerAfter] = ['void t(Params params) { Serializer s = new Serializer(params, lazy, true); s.run(); }', 'void t(Params params) { Serializer s = params.serializer(lazy, true); s.run(); }'];
      const serializer = (firstArgument: string) => `Serializer serializer(boolean lazy, boolean retain) { return new Serializer(${firstArgument}, lazy, retain); }`;
      expect(await evidence(caller, callerAfter, serializer('this'), 'serializer', ['lazy', 'retain'])).toBe(true);
      // Another object than its own: not the expression the call replaced.
      expect(await evidence(caller, callerAfter, serializer('defaults'), 'serializer', ['lazy', 'retain'])).toBe(false);
    });

    it("reads the callee's own object as the one the call is made on (JavaScript)", async () => {
      const extracted = async (firstArgument: string) =>
        extractedStatements(
          await bodyOf('javascript', 'a.js', 'function t(params) { const s = new Serializer(params, lazy, true); s.run(); }', 't'),
          await bodyOf('javascript', 'a.js', 'function t(params) { const s = params.serializer(lazy, true); s.run(); }', 't'),
          await bodyOf('javascript', 'a.js', `class P { serializer(lazy, retain) { return new Serializer(${firstArgument}, lazy, retain); } }`, 'serializer'),
          { name: 'serializer', parameters: ['lazy', 'retain'] },
        );
      expect(await extracted('this')).toMatchObject({ holdsReplacedExpression: true });
      expect(await extracted('defaults')).toMatchObject({ holdsReplacedExpression: false });
    });

    it("is found with a one-argument call's receiver and argument swapped, a local of the callee for the old receiver (Java)", async () => {
      const [caller, callerAfter] = ['void t(String key, String name) { if (!key.equalsIgnoreCase(name)) { add(name); } }', 'void t(String[] keys, String name) { if (!isKey(name, keys)) { add(name); } }'];
      expect(await evidence(caller, callerAfter, 'boolean isKey(String column, String[] keys) { for (String k : keys) if (column.equalsIgnoreCase(k)) return true; return false; }', 'isKey', ['column', 'keys'])).toBe(true);
      // A field in the old receiver's place is no local standing for it.
      expect(await evidence(caller, callerAfter, 'boolean isKey(String column, String[] keys) { return column.equalsIgnoreCase(primary); }', 'isKey', ['column', 'keys'])).toBe(false);
    });

    it('is found when the callee reads as its own a member the caller read on the object the call is made on (Java)', async () => {
      const [caller, callerAfter] = ['void t(Format format, int n) { if (format.singleFile && n <= 1) { one(); } }', 'void t(Format format, int n) { if (format.isSingleFile() && n <= 1) { one(); } }'];
      expect(await evidence(caller, callerAfter, 'boolean isSingleFile() { return singleFile; }', 'isSingleFile', [])).toBe(true);
      // Another member, or a local of the callee spelt like the member: not what the caller read.
      expect(await evidence(caller, callerAfter, 'boolean isSingleFile() { return multiFile; }', 'isSingleFile', [])).toBe(false);
      expect(await evidence(caller, callerAfter, 'boolean isSingleFile() { boolean singleFile = count() == 1; return singleFile; }', 'isSingleFile', [])).toBe(false);
      // A callee computing more than the member (looking it up first): not the read it replaced.
      expect(await evidence(caller, callerAfter, 'boolean isSingleFile() { if (!known) { singleFile = lookUp(); } return singleFile; }', 'isSingleFile', [])).toBe(false);
    });

    it("reads no receiver computed by calls as the callee's own object: a builder chain is the caller's code, not the callee's", async () => {
      expect(
        extractedStatements(
          await bodyOf('java', 'A.java', 'class A { void t(Uri u) { Video v = new Video.Builder().setUrl(u).setCaption("x").build(); share(v); } }', 't'),
          await bodyOf('java', 'A.java', 'class A { void t(Uri u) { Video v = new Video.Builder().setUrl(u).build(); share(v); } }', 't'),
          await bodyOf('java', 'A.java', 'class B { Video build() { return new Video(this); } }', 'build'),
          { name: 'build', parameters: [] },
        ),
      ).toMatchObject({ mapped: 0, holdsReplacedExpression: false });
    });

    it("reads a member spelt like a parameter as the member, not the call's argument (a setter)", async () => {
      const [caller, callerAfter] = ['void t(Context queue, Handle handle) { queue.expiringHandle = handle; run(queue); }', 'void t(Context queue, Handle handle) { queue.setExpiringHandle(handle); run(queue); }'];
      const setter = (member: string) => `void setExpiringHandle(Handle expiringHandle) { this.${member} = expiringHandle; }`;
      expect(await evidence(caller, callerAfter, setter('expiringHandle'), 'setExpiringHandle', ['expiringHandle'])).toBe(true);
      expect(await evidence(caller, callerAfter, setter('pendingHandle'), 'setExpiringHandle', ['expiringHandle'])).toBe(false);
    });

    it('is not found when the replaced expression is a lone name', async () => {
      expect(
        await evidence('void t(String value) { process(value); }', 'void t(String value) { process(wrap(value)); }', 'String wrap(String v) { return v.trim(); }', 'wrap', ['v']),
      ).toBe(false);
    });
  });

  describe('a call standing where a lost statement made the callee\'s one call on another object', () => {
    const inPlace = async (language: 'java' | 'javascript', wrap: (body: string) => string, before: string, after: string, callee: string) =>
      extractedStatements(
        await bodyOf(language, language === 'java' ? 'A.java' : 'a.js', wrap(before), 't'),
        await bodyOf(language, language === 'java' ? 'A.java' : 'a.js', wrap(after), 't'),
        await bodyOf(language, language === 'java' ? 'A.java' : 'a.js', callee, 'notifyHalt'),
        { name: 'notifyHalt', parameters: [] },
      ).holdsReplacedExpression;
    const java = (body: string) => `class A { void t(Action action) { ${body} } }`;
    const callee = 'class B { void notifyHalt() { propagationList.notifyHalt(); } }';

    it('is the extraction when the statement before each is a mapped pair (Java)', async () => {
      expect(await inPlace('java', java, 'try { start(); queue.add(action); this.agenda.notifyHalt(); } finally { end(); }', 'try { start(); queue.add(action); notifyHalt(); } finally { end(); }', callee)).toBe(true);
    });

    it('is not when the call stands elsewhere than the lost statement', async () => {
      expect(await inPlace('java', java, 'try { start(); queue.add(action); this.agenda.notifyHalt(); } finally { end(); }', 'try { notifyHalt(); start(); queue.add(action); } finally { end(); }', callee)).toBe(false);
    });

    it('is not when the callee makes another call, or more than its one', async () => {
      const [before, after] = ['start(); queue.add(action); this.agenda.notifyHalt();', 'start(); queue.add(action); notifyHalt();'];
      expect(await inPlace('java', java, before, after, 'class B { void notifyHalt() { propagationList.notifyAll(); } }')).toBe(false);
      expect(await inPlace('java', java, before, after, 'class B { void notifyHalt() { log.debug(); propagationList.notifyHalt(); } }')).toBe(false);
    });

    it('is not for a statement kept as it was, nor for a return of a call (no statement that is only a call)', async () => {
      const allocate = async (before: string, after: string) =>
        extractedStatements(
          await bodyOf('java', 'A.java', `class A { Ref t(Class k) { ${before} } }`, 't'),
          await bodyOf('java', 'A.java', `class A { Ref t(Class k) { ${after} } }`, 't'),
          await bodyOf('java', 'A.java', 'class B { Ref allocate() { return delegate.allocate(); } }', 'allocate'),
          { name: 'allocate', parameters: [] },
        ).holdsReplacedExpression;
      expect(await allocate('check(k); return pools.get(k).allocate();', 'check(k); return pools.get(k).allocate();')).toBe(false);
      expect(await allocate('check(k); return this.pool.allocate();', 'check(k); return allocate();')).toBe(false);
    });

    it('is the extraction in JavaScript too', async () => {
      const js = (body: string) => `function t(action) { ${body} }`;
      const jsCallee = 'class B { notifyHalt() { this.propagationList.notifyHalt(); } }';
      expect(await inPlace('javascript', js, 'start(); queue.add(action); this.agenda.notifyHalt();', 'start(); queue.add(action); this.notifyHalt();', jsCallee)).toBe(true);
      expect(await inPlace('javascript', js, 'start(); queue.add(action); this.agenda.notifyHalt();', 'this.notifyHalt(); start(); queue.add(action);', jsCallee)).toBe(false);
    });
  });

  describe('the cheap look before mapping a weakly contained body', () => {
    const caller = 'void t(Order order) { log.info("total " + order.total()); print(order); }';
    const callerAfter = 'void t(Order order) { report(order); print(order); }';
    const look = async (callee: string) =>
      mayHoldMovedStatement(
        await bodyOf('java', 'A.java', `class A { ${caller} }`, 't'),
        await bodyOf('java', 'A.java', `class A { ${callerAfter} }`, 't'),
        await bodyOf('java', 'A.java', `class A { ${callee} }`, 'report'),
        { name: 'report', parameters: ['o'] },
      );

    it('keeps a large body holding a lost statement word for word through the call arguments', async () => {
      expect(await look('void report(Order o) { a(); b(); c(); d(); log.info("total " + o.total()); }')).toBe(true);
    });

    it('keeps a small body, which may hold the expression its call replaced', async () => {
      expect(await look('void report(Order o) { a(); log.debug(o); }')).toBe(true);
    });

    it('drops a large body with no statement of the caller in it', async () => {
      expect(await look('void report(Order o) { a(); b(); c(); d(); log.debug("total " + o.total()); }')).toBe(false);
    });
  });
});
