import type { StatementBody } from '../../../src/core/cst';
import { allStatements, bodyOf, text } from '../../core/statements/parse-bodies';

/**
 * One line per statement: indented by depth, kind, tokens, then calls, declared locals and their
 * types (as compared: without namespaces).
 */
function outline(body: StatementBody): string[] {
  return allStatements(body).map((s) => {
    const calls = s.calls.map((call) => ` call=${call.name}/${call.arguments.length}`).join('');
    const declares = s.declares.length > 0 ? ` declares=${s.declares.join(',')}` : '';
    const types = (s.declaredTypes ?? []).map((declared) => ` ${declared.name}:${declared.type}`).join('');
    return `${'  '.repeat(s.depth)}${s.kind}: ${text(s)}${calls}${declares}${types}`;
  });
}

describe('C++ statement trees', () => {
  it('try/catch, range-for and if-with-initializer nest; catch, range-for, bindings and initializers declare', async () => {
    const source = [
      'namespace app {',
      'int Runner::run(const std::vector<Job>& jobs, int limit) {',
      '  auto done = 0;',
      '  for (const auto& job : jobs) { done += job.cost(); }',
      '  for (auto& [name, count] : tallies_) use(name, count);',
      '  try { this->flush<int>(limit); } catch (const std::exception& e) { log(e.what()); }',
      '  if (int left = limit - done; left > 0) { return left; } else { return 0; }',
      '}',
      '}',
    ].join('\n');
    const body = await bodyOf('cpp', 'src/runner.cc', source, 'run');
    expect(outline(body)).toEqual([
      'declaration: auto done = 0 ; declares=done done:auto',
      'for_range_loop: for ( const auto & job : jobs ) declares=job job:const auto &',
      '  compound_statement: <compound_statement>',
      '    expression_statement: done += job . cost ( ) ; call=cost/0',
      'for_range_loop: for ( auto & [ name , count ] : tallies_ ) declares=name,count',
      '  expression_statement: use ( name , count ) ; call=use/2',
      'try_statement: try',
      '  compound_statement: <compound_statement>',
      '    expression_statement: this -> flush < int > ( limit ) ; call=flush/1',
      '  catch_clause: catch ( const std :: exception & e ) declares=e e:const exception &',
      '    compound_statement: <compound_statement>',
      '      expression_statement: log ( e . what ( ) ) ; call=log/1 call=what/0',
      'if_statement: if ( int left = limit - done ; left > 0 ) declares=left left:int',
      '  compound_statement: <compound_statement>',
      '    return_statement: return left ;',
      '  else_clause: else',
      '    compound_statement: <compound_statement>',
      '      return_statement: return 0 ;',
    ]);
    expect([...body.locals]).toEqual(['jobs', 'limit', 'done', 'job', 'name', 'count', 'e', 'left']);
  });

  it('a lambda stays in its statement, its parameters no locals; calls are named without scope or template arguments', async () => {
    const source = [
      'void Cache::fill(std::size_t size) {',
      '  auto make = [&](int key) { return store::build<Entry>(key, size); };',
      '  std::unique_ptr<Entry> first(new Entry(make(1)));',
      '  int* raw = new int[size];',
      '  delete[] raw;',
      '}',
    ].join('\n');
    const body = await bodyOf('cpp', 'src/cache.cc', source, 'fill');
    expect(outline(body)).toEqual([
      'declaration: auto make = [ & ] ( int key ) { return store :: build < Entry > ( key , size ) ; } ; call=build/2 declares=make make:auto',
      'declaration: std :: unique_ptr < Entry > first ( new Entry ( make ( 1 ) ) ) ; call=Entry/1 call=make/1 declares=first first:unique_ptr<Entry>',
      'declaration: int * raw = new int [ size ] ; declares=raw raw:int *',
      'expression_statement: delete [ ] raw ;',
    ]);
    expect([...body.locals]).toEqual(['size', 'make', 'first', 'raw']);
  });

  it('statements under #if, #ifdef and #else are the block\'s, every branch of them; the conditions are none', async () => {
    const source = [
      'static int Sync(int fd) {',
      '#if HAVE_FULLSYNC',
      '  if (fcntl(fd, F_FULLSYNC) == 0) return 0;',
      '#endif',
      '#ifdef HAVE_FDATASYNC',
      '  bool done = fdatasync(fd) == 0;',
      '#else',
      '  bool done = fsync(fd) == 0;',
      '#endif',
      '  return done ? 0 : errno;',
      '}',
    ].join('\n');
    const body = await bodyOf('cpp', 'src/sync.cc', source, 'Sync');
    expect(outline(body)).toEqual([
      'if_statement: if ( fcntl ( fd , F_FULLSYNC ) == 0 ) call=fcntl/2',
      '  return_statement: return 0 ;',
      'declaration: bool done = fdatasync ( fd ) == 0 ; call=fdatasync/1 declares=done done:bool',
      'declaration: bool done = fsync ( fd ) == 0 ; call=fsync/1 declares=done done:bool',
      'return_statement: return done ? 0 : errno ;',
    ]);
  });

  it('a declaration\'s initial value declares nothing: `int copy = limit` declares `copy` only', async () => {
    const body = await bodyOf('cpp', 'src/a.cc', 'int twice(int limit) { int copy = limit, *p = &copy; return copy * 2 + *p; }\n', 'twice');
    expect(outline(body)[0]).toBe('declaration: int copy = limit , * p = & copy ; declares=copy,p copy:int p:int *');
  });

  it('a constexpr local is const, a global `::` scope and namespaces are no part of its type', async () => {
    const source = 'void f() { constexpr int a = 1; const constexpr ::std::size_t b = 2; struct ::stat c; }\n';
    const body = await bodyOf('cpp', 'src/a.cc', source, 'f');
    expect(allStatements(body).map((s) => (s.declaredTypes ?? []).map((t) => `${t.name}:${t.type}`).join())).toEqual(['a:const int', 'b:const size_t', 'c:struct stat']);
  });
});
