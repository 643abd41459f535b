import type { StatementBody } from '../../../src/core/cst';
import { allStatements, bodyOf, text } from './parse-bodies';

/** One line per statement: indented by depth, kind, tokens, then calls and declared locals. */
function outline(body: StatementBody): string[] {
  return allStatements(body).map((s) => {
    const calls = s.calls.map((call) => ` call=${call.name}/${call.arguments.length}`).join('');
    const declares = s.declares.length > 0 ? ` declares=${s.declares.join(',')}` : '';
    return `${'  '.repeat(s.depth)}${s.kind}: ${text(s)}${calls}${declares}`;
  });
}

describe('statement trees from the plugins', () => {
  it('Java: composite statements hold their nested statements, headers their own tokens', async () => {
    const body = await bodyOf('java', 'A.java', 'class A { int f(int a) { int x = a + 1; if (x > 2) { x = g(x, 3); } try { h(); } catch (Exception e) { log(e); } return x; } }', 'f');
    expect(outline(body)).toEqual([
      'local_variable_declaration: int x = a + 1 ; declares=x',
      'if_statement: if ( x > 2 )',
      '  block: <block>',
      '    expression_statement: x = g ( x , 3 ) ; call=g/2',
      'try_statement: try',
      '  block: <block>',
      '    expression_statement: h ( ) ; call=h/0',
      '  catch_clause: catch ( Exception e ) declares=e',
      '    block: <block>',
      '      expression_statement: log ( e ) ; call=log/1',
      'return_statement: return x ;',
    ]);
    expect([...body.locals]).toEqual(['a', 'x', 'e']);
  });

  it('Java and JavaScript: a call made on an object names it, a body names its own object', async () => {
    const receivers = (body: StatementBody) => allStatements(body).flatMap((s) => s.calls.map((call) => `${call.name}:${(call.receiver ?? []).join(' ')}`));
    const java = await bodyOf('java', 'A.java', 'class A { void f(P p) { p.q.run(1); this.stop(); go(); } }', 'f');
    expect(receivers(java)).toEqual(['run:p . q', 'stop:this', 'go:']);
    expect(java.selfReference).toBe('this');
    const javascript = await bodyOf('javascript', 'a.js', 'function f(p) { p.q.run(1); this.stop(); go(); }', 'f');
    expect(receivers(javascript)).toEqual(['run:p . q', 'stop:this', 'go:']);
    expect(javascript.selfReference).toBe('this');
    expect((await bodyOf('c', 'a.c', 'void f(struct s *p) { run(p); }', 'f')).selfReference).toBeUndefined();
  });

  it('JavaScript: else and switch cases nest; a callback stays in its statement', async () => {
    const body = await bodyOf('javascript', 'a.js', 'function f(a) { const x = a + 1; if (x) { g(x); } else { y = 1; } switch (x) { case 1: z(); } items.forEach((i) => { use(i); }); }', 'f');
    expect(outline(body)).toEqual([
      'lexical_declaration: const x = a + 1 ; declares=x',
      'if_statement: if ( x )',
      '  statement_block: <statement_block>',
      '    expression_statement: g ( x ) ; call=g/1',
      '  else_clause: else',
      '    statement_block: <statement_block>',
      '      expression_statement: y = 1 ;',
      'switch_statement: switch ( x )',
      '  switch_body: <switch_body>',
      '    switch_case: case 1 :',
      '      expression_statement: z ( ) ; call=z/0',
      'expression_statement: items . forEach ( ( i ) => { use ( i ) ; } ) ; call=forEach/1 call=use/1',
    ]);
  });

  it('C: declarations name their variables (not those of their values), loops hold their bodies', async () => {
    const body = await bodyOf('c', 'a.c', 'int f(int n) { int total = 0, *p, m = n; while (n > 0) total += step(n--, 2); return total; }', 'f');
    expect(outline(body)).toEqual([
      'declaration: int total = 0 , * p , m = n ; declares=total,p,m',
      'while_statement: while ( n > 0 )',
      '  expression_statement: total += step ( n -- , 2 ) ; call=step/2',
      'return_statement: return total ;',
    ]);
    expect([...body.locals]).toEqual(['n', 'total', 'p', 'm']);
  });

  it('Python: elif and else are clauses of their if; assignments declare locals', async () => {
    const body = await bodyOf('python', 'a.py', 'def f(a):\n    x = g(a, 1)\n    if x:\n        y = 2\n    elif a:\n        pass\n    return x\n', 'f');
    expect(outline(body)).toEqual([
      'expression_statement: x = g ( a , 1 ) call=g/2 declares=x',
      'if_statement: if x :',
      '  block: <block>',
      '    expression_statement: y = 2 declares=y',
      '  elif_clause: elif a :',
      '    block: <block>',
      '      pass_statement: pass',
      'return_statement: return x',
    ]);
  });

  it('Python: a `with` declares the name after `as`, not the first name of its value', async () => {
    const body = await bodyOf('python', 'a.py', 'def f(p):\n    with open(p) as fh, lock:\n        data = fh.read()\n    with tf.variable_scope("x"):\n        y = data\n', 'f');
    expect(allStatements(body).filter((s) => s.kind === 'with_statement').map((s) => s.declares)).toEqual([['fh'], []]);
  });

  it('Python: keyword arguments are given by the parameter they name, their tokens the value', async () => {
    const body = await bodyOf('python', 'a.py', 'def f(m):\n    g(1, rv_mode=m, size=n + 1)\n', 'f');
    expect(allStatements(body).flatMap((s) => s.calls)).toEqual([{ name: 'g', arguments: [['1'], ['m'], ['n', '+', '1']], keywords: [undefined, 'rv_mode', 'size'] }]);
  });

  it('Python: names and unpacked names are declared, anew at each assignment; members and items are not', async () => {
    const body = await bodyOf('python', 'a.py', 'def f(a):\n    d = Dist(a)\n    d = d.copy()\n    k, v = a\n    self.d = d\n    d[k] = v\n    e = tf.Encoder(v)\n', 'f');
    expect(outline(body)).toEqual([
      'expression_statement: d = Dist ( a ) call=Dist/1 declares=d',
      'expression_statement: d = d . copy ( ) call=copy/0 declares=d',
      'expression_statement: k , v = a declares=k,v',
      'expression_statement: self . d = d',
      'expression_statement: d [ k ] = v',
      'expression_statement: e = tf . Encoder ( v ) call=Encoder/1 declares=e',
    ]);
    expect(body.redeclares).toBe(true);
    // The constructor called is the type; a method's result tells none.
    expect(allStatements(body).flatMap((s) => s.declaredTypes ?? [])).toEqual([
      { name: 'd', type: 'Dist' },
      { name: 'e', type: 'tf.Encoder' },
    ]);
  });

  it('Python: each name of a nested unpacking is declared, members in a list are not, and a list takes no type from its value', async () => {
    const source = 'def f(a):\n    self.x, self.y = \\\n        g(a)\n    b, self.z = a\n    p, q = Pair(a)\n    for i, (k, v) in a:\n        pass\n';
    const body = await bodyOf('python', 'a.py', source, 'f');
    expect(outline(body)).toEqual([
      'expression_statement: self . x , self . y = g ( a ) call=g/1',
      'expression_statement: b , self . z = a declares=b',
      'expression_statement: p , q = Pair ( a ) call=Pair/1 declares=p,q',
      'for_statement: for i , ( k , v ) in a : declares=i,k,v',
      '  block: <block>',
      '    pass_statement: pass',
    ]);
    expect(allStatements(body).flatMap((s) => s.declaredTypes ?? [])).toEqual([]);
  });

  it('Go: a block\'s statement list is the block; range declares every name', async () => {
    const body = await bodyOf('go', 'a.go', 'package a\nfunc f(xs []int) {\n\tfor i, v := range xs {\n\t\tuse(i, v)\n\t}\n}\n', 'f');
    expect(outline(body)).toEqual(['for_statement: for i , v := range xs declares=i,v', '  block: <block>', '    expression_statement: use ( i , v ) call=use/2']);
  });

  it('C#: catch clauses and switch sections nest; foreach declares its variable', async () => {
    const body = await bodyOf('csharp', 'A.cs', 'class A { void F(int[] xs) { foreach (var i in xs) { try { H(i); } catch (Exception e) { Log(e); } } } }', 'F');
    expect(outline(body)).toEqual([
      'foreach_statement: foreach ( var i in xs ) declares=i',
      '  block: <block>',
      '    try_statement: try',
      '      block: <block>',
      '        expression_statement: H ( i ) ; call=H/1',
      '      catch_clause: catch ( Exception e ) declares=e',
      '        block: <block>',
      '          expression_statement: Log ( e ) ; call=Log/1',
    ]);
  });
  it('Kotlin: fieldless grammar; val, for, catch and lambda parameters declare; else-if and when branches nest', async () => {
    const source = [
      'class A {',
      '  fun f(a: Int): Int {',
      '    val (x, y) = pair(a, 1)',
      '    if (x > 2) { g(x) } else if (y < 0) { h() }',
      '    for (i in 0..a) log.info(i)',
      '    try { h() } catch (e: Exception) { log(e) }',
      '    when (x) { 1 -> k(); else -> { m() } }',
      '    items.forEach { item -> use(item) }',
      '    return x',
      '  }',
      '}',
    ].join('\n');
    const body = await bodyOf('kotlin', 'A.kt', source, 'f');
    expect(outline(body)).toEqual([
      'property_declaration: val ( x , y ) = pair ( a , 1 ) call=pair/2 declares=x,y',
      'if_expression: if ( x > 2 ) else',
      '  block: <block>',
      '    call_expression: g ( x ) call=g/1',
      '  if_expression: if ( y < 0 )',
      '    block: <block>',
      '      call_expression: h ( ) call=h/0',
      'for_statement: for ( i in 0 .. a ) log . info ( i ) call=info/1 declares=i',
      'try_expression: try',
      '  block: <block>',
      '    call_expression: h ( ) call=h/0',
      '  catch_block: catch ( e : Exception ) declares=e',
      '    block: <block>',
      '      call_expression: log ( e ) call=log/1',
      'when_expression: when ( x ) { }',
      '  when_entry: 1 -> k ( ) call=k/0',
      '  when_entry: else ->',
      '    block: <block>',
      '      call_expression: m ( ) call=m/0',
      'call_expression: items . forEach { item -> use ( item ) } call=forEach/0 call=use/1 declares=item',
      'return_expression: return x',
    ]);
    expect([...body.locals]).toEqual(['a', 'x', 'y', 'i', 'e', 'item']);
  });

  it('Java: a lambda block and an anonymous class over several lines nest under their statement; on one line they stay its tokens', async () => {
    const source = [
      'class A { void f() {',
      '  run(label, () -> {',
      '    int a = 1;',
      '    g(a);',
      '  }).start();',
      '  Runnable r = new Runnable() {',
      '    public void run() { h(); }',
      '  };',
      '  items.forEach(x -> { use(x); });',
      '} }',
    ].join('\n');
    const body = await bodyOf('java', 'A.java', source, 'f');
    expect(outline(body)).toEqual([
      'expression_statement: run ( label , ( ) -> ) . start ( ) ; call=start/0 call=run/2',
      '  block: <block>',
      '    local_variable_declaration: int a = 1 ; declares=a',
      '    expression_statement: g ( a ) ; call=g/1',
      'local_variable_declaration: Runnable r = new Runnable ( ) ; declares=r',
      '  class_body: <class_body>',
      '    method_declaration: public void run ( )',
      '      block: <block>',
      '        expression_statement: h ( ) ; call=h/0',
      'expression_statement: items . forEach ( x -> { use ( x ) ; } ) ; call=forEach/1 call=use/1',
    ]);
    expect([...body.locals]).toEqual(['a', 'r']);
  });

  it('Kotlin: a lambda and an object expression over several lines nest under their statement', async () => {
    const source = [
      'fun f(items: List<Int>) {',
      '  items.forEach { item ->',
      '    use(item)',
      '  }',
      '  val r = object : Runnable {',
      '    override fun run() { h() }',
      '  }',
      '}',
    ].join('\n');
    const body = await bodyOf('kotlin', 'A.kt', source, 'f');
    expect(outline(body)).toEqual([
      'call_expression: items . forEach call=forEach/0',
      '  lambda_literal: <lambda_literal>',
      '    lambda_parameters: item declares=item',
      '    call_expression: use ( item ) call=use/1',
      'property_declaration: val r = object : Runnable declares=r',
      '  class_body: <class_body>',
      '    function_declaration: override fun run ( )',
      '      function_body: <function_body>',
      '        call_expression: h ( ) call=h/0',
    ]);
  });

  it('Kotlin: `_` declares nothing; a local without a written type is Inferred', async () => {
    const body = await bodyOf('kotlin', 'A.kt', 'fun f(m: Map<String, Int>) {\n  val (a, _) = pair()\n  val id: Long = next()\n  list.forEachIndexed { _, item -> use(item) }\n}\n', 'f');
    expect(allStatements(body).map((s) => s.declaredTypes)).toEqual([
      [{ name: 'a', type: 'Inferred' }],
      [{ name: 'id', type: 'Long' }],
      [{ name: 'item', type: 'Inferred' }],
    ]);
  });

  it('Kotlin: an expression body is one statement', async () => {
    const body = await bodyOf('kotlin', 'A.kt', 'fun twice(n: Int) = add(n, n)\n', 'twice');
    expect(outline(body)).toEqual(['call_expression: add ( n , n ) call=add/2']);
  });
});
