import { DEFAULT_SETTINGS, findRelationships } from '../../src/core/relationship-analysis';
import { buildCst, type NodeSpec } from './cst-builder';

const SUM_BODY = 'return first + second ; log ( "sum" , first , second ) ; counter ++ ;';
const MIN_BODY = 'if ( a < b ) return a ; else return b ; audit ( a , b ) ; check ( a ) ;';
const PRINT_BODY = 'System . out . printf ( "%0.2f" , value ) ; flush ( System . out ) ;';

function klass(name: string, children: NodeSpec[], extra: Partial<NodeSpec> = {}): NodeSpec {
  return { type: 'Class', name, namespace: 'my.calc.', children, ...extra };
}
function method(name: string, body: string, extra: Partial<NodeSpec> = {}): NodeSpec {
  return { type: 'Method', name, localName: `${name}()`, body, stereotypes: ['TYPE_MEMBER'], ...extra };
}

/** Non-SAME relationships as `TYPE before -> after`, sorted. */
function detect(before: NodeSpec[], after: NodeSpec[]): string[] {
  return findRelationships(buildCst('A', before), buildCst('A', after))
    .filter((r) => r.type !== 'SAME')
    .map((r) => `${r.type} ${r.before.localName} -> ${r.after.localName}`)
    .sort();
}

describe('relationship analysis', () => {
  test('unchanged code yields no refactoring', () => {
    const cst = [klass('Calculator', [method('sum', SUM_BODY), method('min', MIN_BODY)])];
    expect(detect(cst, cst)).toEqual([]);
  });

  test('rename of a method with the same body', () => {
    expect(
      detect(
        [klass('Calculator', [method('sum', SUM_BODY), method('min', MIN_BODY)])],
        [klass('Calculator', [method('sum', SUM_BODY), method('minimum', MIN_BODY)])],
      ),
    ).toEqual(['RENAME min() -> minimum()']);
  });

  test('rename of a class makes its members SAME, not moved (types resolved after matching)', () => {
    expect(
      detect(
        [klass('Calculator', [method('sum', SUM_BODY), method('min', MIN_BODY)])],
        [klass('FpCalculator', [method('sum', SUM_BODY), method('min', MIN_BODY)])],
      ),
    ).toEqual(['RENAME Calculator -> FpCalculator']);
  });

  test('names shifted along a chain of renames follow the code; a name kept with new code and no predecessor stays', () => {
    // sum -> total while min takes the name sum; print was rewritten, and only a new method resembles its old code.
    expect(
      detect(
        [klass('Calculator', [method('sum', SUM_BODY), method('min', MIN_BODY), method('print', PRINT_BODY)])],
        [klass('Calculator', [method('total', SUM_BODY), method('sum', MIN_BODY), method('print', 'render ( table , width ) ;'), method('show', PRINT_BODY)])],
      ),
    ).toEqual(['RENAME min() -> sum()', 'RENAME sum() -> total()']);
  });

  test('a method renamed while the helper it called was inlined into it is the helper\'s caller, renamed', () => {
    const HELPER = 'rows = load ( file , header ) ; totals = summarize ( rows , region , currency ) ; return render ( totals , width , title ) ;';
    expect(
      detect(
        [klass('ReportTest', [method('buildReport', HELPER), method('testHeader', 'assert ( first ( buildReport ( ) ) , title ) ;', { calls: ['buildReport()'] })])],
        [klass('ReportTest', [method('testTitle', `${HELPER.replace('return', 'report =')} assert ( first ( report ) , title ) ;`)])],
      ),
    ).toEqual(['INLINE buildReport() -> testTitle()', 'RENAME testHeader() -> testTitle()']);
    // A caller with the new method's very name is an overload it replaced: the helper took that name.
    expect(
      detect(
        [
          klass('ReportTest', [
            method('buildReport', HELPER, { localName: 'buildReport(int)', params: ['int'] }),
            method('report', 'audit ( "report" , user ) ; return buildReport ( 1 ) ;', { calls: ['buildReport(int)'] }),
          ]),
        ],
        [klass('ReportTest', [method('report', `audit ( "report" , user ) ; ${HELPER}`, { localName: 'report(int)', params: ['int'] })])],
      ),
    ).toEqual(['RENAME buildReport(int) -> report(int)']);
  });

  test('a class found by its members (renamed, most of its code new) keeps the callable left of one name on each side; the others of other names stay apart', () => {
    const init = (params: string[], body: string) => method('init', body, { localName: `init(${params.join(',')})`, params });
    expect(
      detect(
        [
          klass('PairedProvider', [
            init(['first', 'second', 'options'], 'scope = "paired" ; data1 = read ( first . sources , options , scope ) ; data2 = read ( second . sources , scope ) ; sources = pair ( data1 , data2 ) ;'),
            method('sum', SUM_BODY),
            method('min', MIN_BODY),
            method('alpha', 'x = compute ( p , q , r ) ; emit ( x , y , z ) ; flush ( stream ) ;'),
            method('beta', 'while ( running ) step ( engine , clock , tick ) ; stop ( engine ) ;'),
            method('gamma', 'return format ( template , values , locale , zone ) ;'),
          ]),
        ],
        [
          klass('ParallelProvider', [
            init(['datasets', 'kwargs'], 'if ( size ( datasets ) < 2 ) raise error ( "datasets" ) ; for ( d in datasets ) sources . add ( load ( d , kwargs ) ) ; factor = size ( datasets ) ;'),
            method('sum', SUM_BODY),
            method('min', MIN_BODY),
            method('delta', 'socket = open ( host , port ) ; send ( socket , payload ) ; close ( socket ) ;'),
            method('epsilon', 'for ( row in table ) print ( row , width , padding ) ;'),
            method('zeta', 'cache . put ( key , value ) ; cache . evict ( oldest ) ;'),
          ]),
        ],
      ),
    ).toEqual(['CHANGE_SIGNATURE init(first,second,options) -> init(datasets,kwargs)', 'RENAME PairedProvider -> ParallelProvider']);
  });

  test('move of a class to another namespace', () => {
    expect(
      detect(
        [klass('Calculator', [method('sum', SUM_BODY), method('min', MIN_BODY)])],
        [klass('Calculator', [method('sum', SUM_BODY), method('min', MIN_BODY)], { namespace: 'my.util.' })],
      ),
    ).toEqual(['MOVE Calculator -> Calculator']);
  });

  test('move of a method between classes, and move with rename', () => {
    const before = [
      klass('Calculator', [method('sum', SUM_BODY), method('keep', 'stay here ;')]),
      klass('Printer', [method('print', PRINT_BODY), method('other', 'unrelated code ;')]),
    ];
    const after = [
      klass('Calculator', [method('keep', 'stay here ;'), method('print', PRINT_BODY)]),
      klass('Printer', [method('other', 'unrelated code ;'), method('add', SUM_BODY)]),
    ];
    expect(detect(before, after)).toEqual(['MOVE print() -> print()', 'MOVE_RENAME sum() -> add()']);
  });

  test('a member of a deleted type is not "moved" to an unrelated new type without evidence', () => {
    const main = klass('Main', [method('run', 'go ; stop ;')]);
    const before = [klass('CsvExporter', [method('describe', PRINT_BODY), method('rows', 'csv rows split quote escape header delimiter newline encode buffer flush ;')]), main];
    const after = [klass('JsonWriter', [method('describe', PRINT_BODY), method('objects', 'json objects stringify indent nested arrays keys values schema stream ;')]), main];
    expect(detect(before, after)).toEqual([]);
  });

  test('...but it is when its callers now call the new one', () => {
    const before = [
      klass('CsvExporter', [method('describe', PRINT_BODY), method('rows', 'csv rows split quote escape header delimiter newline encode buffer flush ;')]),
      klass('Main', [method('run', 'go ; CsvExporter . describe ( ) ;', { calls: ['describe()'] })]),
    ];
    const after = [
      klass('JsonWriter', [method('describe', PRINT_BODY), method('objects', 'json objects stringify indent nested arrays keys values schema stream ;')]),
      klass('Main', [method('run', 'go ; JsonWriter . describe ( ) ;', { calls: ['describe()'] })]),
    ];
    expect(detect(before, after)).toEqual(['MOVE describe() -> describe()']);
  });

  test('two duplicates merged into one class are both moves', () => {
    const before = [
      klass('HandlerParser', [method('isSpecial', PRINT_BODY), method('handlers', 'handler chain build ;')]),
      klass('PredicateParser', [method('isSpecial', PRINT_BODY), method('predicates', 'predicate tree build ;')]),
      klass('Tokens', [method('next', 'cursor advance ;')]),
    ];
    const after = [
      klass('HandlerParser', [method('handlers', 'handler chain build ;')]),
      klass('PredicateParser', [method('predicates', 'predicate tree build ;')]),
      klass('Tokens', [method('next', 'cursor advance ;'), method('isSpecial', PRINT_BODY)]),
    ];
    expect(detect(before, after)).toEqual(['MOVE isSpecial() -> isSpecial()', 'MOVE isSpecial() -> isSpecial()']);
  });

  test('the one method removed from a class and the one added there are a rename, even rewritten', () => {
    // Name and parameters changed, and half the code: too little for similarity alone (0.6 needed).
    const describeTo = method('describeTo', 'text = "non-empty" + " of length " + minimum ; out . write ( text ) ;', {
      localName: 'describeTo(Output)',
      params: ['out'],
    });
    const describe = method('describe', 'return "non-empty" + " of length " + minimum ;');
    expect(
      detect([klass('NotEmpty', [method('sum', SUM_BODY), describeTo])], [klass('NotEmpty', [method('sum', SUM_BODY), describe])]),
    ).toEqual(['RENAME describeTo(Output) -> describe()']);
    // With another method removed and another added, position says nothing: no pairing.
    expect(
      detect(
        [klass('NotEmpty', [method('sum', SUM_BODY), describeTo, method('reset', 'count = 0 ;')])],
        [klass('NotEmpty', [method('sum', SUM_BODY), describe, method('size', 'return items . length ;')])],
      ),
    ).toEqual([]);
  });

  test('change of signature keeps the name', () => {
    expect(
      detect(
        [klass('Calculator', [method('sum', SUM_BODY, { localName: 'sum(int)' })])],
        [klass('Calculator', [method('sum', SUM_BODY, { localName: 'sum(long)' })])],
      ),
    ).toEqual(['CHANGE_SIGNATURE sum(int) -> sum(long)']);
  });

  test('extract method: new callee whose body was removed from the caller', () => {
    const before = [klass('Main', [method('main', `${SUM_BODY} ${PRINT_BODY}`)])];
    const after = [klass('Main', [method('main', `${SUM_BODY} print ( value ) ;`, { calls: ['print()'] }), method('print', PRINT_BODY, { params: ['value'] })])];
    expect(detect(before, after)).toEqual(['EXTRACT main() -> print()']);
  });

  test('a new method that is called but whose code is new is not an extraction', () => {
    const before = [klass('Main', [method('main', SUM_BODY)])];
    const after = [klass('Main', [method('main', `${SUM_BODY} print ( value ) ;`, { calls: ['print()'] }), method('print', PRINT_BODY)])];
    expect(detect(before, after)).toEqual([]);
  });

  test('a new overload that calls another one is not extracted from a caller that called a namesake', () => {
    // `describe(new Equals(null))` became `new Equals(null).describe()`: the only token the
    // caller lost is the name, which the new method's body holds as a call to its overload.
    const test = (body: string, calls: string[]) => klass('EqualsTest', [method('shouldDescribe', body, { calls })]);
    // Unchanged code around it, as in any real class, so that punctuation weighs little.
    const others = [
      method('matches', 'return wanted == actual ( ) ;'),
      method('hash', 'return Objects . hash ( wanted ) ;'),
      method('text', 'return String . valueOf ( wanted ) ;'),
      method('check', 'if ( wanted == null ) throw new Error ( ) ;'),
    ];
    const before = [test('s = describe ( new Equals ( null ) ) ;', []), klass('Equals', others)];
    const after = [
      test('s = new Equals ( null ) . describe ( ) ;', ['describe()']),
      klass('Equals', [...others, method('describe', 'return describe ( wanted ) ;')]),
    ];
    expect(detect(before, after)).toEqual([]);
  });

  describe('an extracted body wrapped in new code', () => {
    const NEW_CODE = 'header ( title ) ; border ( width , height ) ; legend ( "min" , "max" ) ; footer ( page , total ) ; close ( ) ;';
    const UNRELATED = 'while open { paid += fee } while late { balance -= fee }';
    const extract = (settings = {}, lostToo = '') => {
      const before = [klass('Main', [method('main', `${SUM_BODY} ${lostToo} ${PRINT_BODY}`)])];
      const after = [klass('Main', [method('main', `${SUM_BODY} report ( value ) ;`, { calls: ['report()'] }), method('report', `${PRINT_BODY} ${NEW_CODE}`, { params: ['value'] })])];
      return findRelationships(buildCst('A', before), buildCst('A', after), { ...DEFAULT_SETTINGS, ...settings })
        .filter((r) => r.type !== 'SAME')
        .map((r) => `${r.type} ${r.before.localName} -> ${r.after.localName}`);
    };

    test('is extracted when it accounts for the code its caller lost, though little of the body came from there', () => {
      expect(extract()).toEqual(['EXTRACT main() -> report()']);
      // Containment alone would not do: the body is mostly new.
      expect(extract({ extractMarginWhenExplained: 0 })).toEqual([]);
    });

    test('is not when the caller lost other code too', () => {
      expect(extract({}, UNRELATED)).toEqual([]);
    });
  });

  describe('a small body partly contained in a large rewrite', () => {
    // `close()` is new and `reset()` now calls it; half of its code is what `reset()` lost.
    const REWRITE =
      'if recursive { walk tree depth } else { list files once } cache = new Index [ files ] visited = new Set [ root ] ' +
      'pending = queue of jars zips sorted by name and size then by date of change ' +
      'while pending { entry = take next of pending ; when entry is jar { open archive and scan entries } } ' +
      'report totals of scanned skipped failed to listener with elapsed time in millis ' +
      'unless quiet { print summary table with columns path kind bytes and checksum sorted descending } ' +
      'finally { release locks held on every directory handle and flush the journal to disk }';
    const extract = (lost: string, settings = {}) => {
      const before = [klass('Scanner', [method('reset', `finder = new Finder ( ) ; finder . close ( ) ; ${lost}`), method('next', 'return finder . next ( ) ;')])];
      const after = [
        klass('Scanner', [
          method('reset', 'close ( ) ; init ( ) ;', { calls: ['close()'] }),
          method('next', 'return finder . next ( ) ;'),
          method('close', 'finder . close ( ) ; released = true ; count = 0 ;'),
        ]),
      ];
      return findRelationships(buildCst('A', before), buildCst('A', after), { ...DEFAULT_SETTINGS, ...settings })
        .filter((r) => r.type === 'EXTRACT')
        .map((r) => r.similarity!);
    };

    test('is not extracted when it accounts for a sliver of what the caller lost', () => {
      const [score] = extract(REWRITE, { extractSliverShare: 0 });
      // Partly contained: above the containment threshold, less than 0.2 above it.
      expect(score).toBeGreaterThan(0.4);
      expect(score).toBeLessThan(0.6);
      expect(extract(REWRITE)).toEqual([]);
    });

    test('is extracted when it accounts for a fair share of it', () => {
      const [score] = extract('index = 0 ;');
      expect(score).toBeGreaterThan(0.4);
      expect(score).toBeLessThan(0.6);
    });
  });

  test('extract and move: the new callee lives in another class', () => {
    const before = [klass('Main', [method('main', `${SUM_BODY} ${PRINT_BODY}`)]), klass('Util', [method('noop', 'x ;')])];
    const after = [
      klass('Main', [method('main', `${SUM_BODY} Util . print ( value ) ;`, { calls: ['print()'] })]),
      klass('Util', [method('noop', 'x ;'), method('print', PRINT_BODY, { params: ['value'] })]),
    ];
    expect(detect(before, after)).toEqual(['EXTRACT_MOVE main() -> print()']);
  });

  test('inline method: removed callee whose body was added to the caller', () => {
    const before = [klass('Main', [method('main', `${SUM_BODY} print ( value ) ;`, { calls: ['print()'] }), method('print', PRINT_BODY, { params: ['value'] })])];
    const after = [klass('Main', [method('main', `${SUM_BODY} ${PRINT_BODY}`)])];
    expect(detect(before, after)).toEqual(['INLINE print() -> main()']);
  });

  describe('callees competing for the code one caller took in', () => {
    // createCell() took in createManyCells(); the removed createSingleCell() shares some of its tokens.
    const MANY =
      'result = Collection . indent ( context , owner ) ; for ( child : presented ( ) ) result . add ( createChildCell ( context , child ) ) ; ' +
      'if ( result . isEmpty ( ) ) result . add ( placeholder ( ) ) ; return result ;';
    const SINGLE = 'it = owner . children ( link ) . iterator ( ) ; if ( it . hasNext ( ) ) return createChildCell ( context , it . next ( ) ) ; return createEmptyCell ( ) ;';
    const before = [
      klass('Provider', [
        method('createCell', 'if ( attributesEmpty ) return createSingleCell ( ) ; return createManyCells ( ) ;', {
          calls: ['createSingleCell()', 'createManyCells()'],
        }),
        method('createSingleCell', SINGLE),
        method('createManyCells', MANY),
        method('createEmptyCell', 'return new Error ( owner ) ;'),
      ]),
    ];
    const provider = (kept: NodeSpec[]) =>
      klass('Provider', [method('createCell', `${MANY} result . setSelectable ( false ) ;`), ...kept, method('createEmptyCell', 'return new Error ( owner ) ;')]);
    const inlined = (after: NodeSpec[]) =>
      findRelationships(buildCst('A', before), buildCst('A', after))
        .filter((r) => r.type === 'INLINE')
        .map((r) => `${r.before.localName} ${r.similarity!.toFixed(2)}`);

    test('a partly contained body is not inlined when a more contained callee accounts for its tokens', () => {
      expect(inlined([provider([])]).map((line) => line.split(' ')[0])).toEqual(['createManyCells()']);
    });

    test('the same body is inlined when no other callee accounts for them', () => {
      const [line, ...others] = inlined([provider([method('createManyCells', MANY)])]);
      const [name, score] = line.split(' ');
      expect(others).toEqual([]);
      expect(name).toBe('createSingleCell()');
      // Partly contained: in the band where it must be judged against the unclaimed code.
      expect(Number(score)).toBeGreaterThan(0.4);
      expect(Number(score)).toBeLessThan(0.6);
    });

    test('one block extracted into two specialised copies: both are extracted', () => {
      const BLOCK = 'for ( row : rows ) { line = format ( row . name , row . total ) ; out . write ( line ) ; } out . flush ( ) ;';
      const before2 = [klass('Report', [method('render', `header ( out ) ; ${BLOCK}`)])];
      const after2 = [
        klass('Report', [
          method('render', 'header ( out ) ; if ( html ) renderHtml ( rows ) ; else renderPlain ( rows ) ;', { calls: ['renderHtml()', 'renderPlain()'] }),
          method('renderPlain', BLOCK, { params: ['rows'] }),
          method('renderHtml', `out . write ( table ) ; ${BLOCK}`, { params: ['rows'] }),
        ]),
      ];
      expect(detect(before2, after2)).toEqual(['EXTRACT render() -> renderHtml()', 'EXTRACT render() -> renderPlain()']);
    });
  });

  describe('a method whose body went to a helper that two new methods call', () => {
    const HEADER = 'marker = in . readByte ( ) ; if ( marker & TINY ) return marker & LOW ; if ( marker == TEXT8 ) return in . readByte ( ) ; if ( marker == TEXT16 ) return in . readShort ( ) ; throw new Malformed ( marker ) ;';
    const callers = (first: string) => [
      method(first, 'size = unpackTextHeader ( ) ; bytes = new Bytes [ size ] ; in . readFully ( bytes ) ; return bytes ;', { calls: ['unpackTextHeader()'] }),
      method('unpackInto', 'size = unpackTextHeader ( ) ; in . readFully ( buffer , offset , size ) ; return size ;', {
        params: ['buffer', 'offset'],
        calls: ['unpackTextHeader()'],
      }),
      method('unpackTextHeader', HEADER),
    ];
    const before = [klass('Unpacker', [method('unpackUtf8', `${HEADER} bytes = new Bytes [ size ] ; in . readFully ( bytes ) ; return bytes ;`)])];

    test('stays renamed to the helper when neither caller has a claim on the old name', () => {
      expect(detect(before, [klass('Unpacker', callers('unpackBytes'))])).toEqual(['RENAME unpackUtf8() -> unpackTextHeader()']);
    });

    test('is renamed to the caller that kept its name but for letter case, the helper extracted from it', () => {
      expect(detect(before, [klass('Unpacker', callers('unpackUTF8'))])).toEqual([
        'EXTRACT unpackUtf8() -> unpackTextHeader()',
        'RENAME unpackUtf8() -> unpackUTF8()',
      ]);
    });
  });

  describe('a removed method that only forwarded to another', () => {
    const TARGET_BODY = 'text = new Builder ( recipient ) ; text . append ( address ) ; if ( fragile ) text . append ( warning ) ; return text ;';
    /** `label(Parcel)` forwarded to `<target>(Parcel, boolean)`; its caller now calls the target itself. */
    const inlined = (target: string) => {
      const targetMethod = method(target, TARGET_BODY, { localName: `${target}(Parcel,boolean)`, params: ['parcel', 'fragile'] });
      const forwarder = method('label', `return ${target} ( parcel , false ) ;`, {
        localName: 'label(Parcel)',
        params: ['parcel'],
        calls: [`${target}(Parcel,boolean)`],
      });
      const dispatch = (call: string, callee: string) =>
        klass('Dispatch', [method('print', `for ( parcel : parcels ) out . write ( printer . ${call} ) ;`, { calls: [callee] })]);
      const before = [klass('Printer', [forwarder, targetMethod]), dispatch('label ( parcel )', 'label(Parcel)')];
      const after = [klass('Printer', [targetMethod]), dispatch(`${target} ( parcel , false )`, `${target}(Parcel,boolean)`)];
      return detect(before, after);
    };

    test('is inlined into its callers when it forwarded to another name', () => {
      expect(inlined('format')).toEqual(['INLINE label(Parcel) -> print()']);
    });

    test('is not when it was an overload of the one its callers now call', () => {
      expect(inlined('label')).toEqual([]);
    });
  });

  test('pull up method to an existing superclass, from two subclasses', () => {
    const base = (children: NodeSpec[]) => klass('Shape', children);
    const before = [
      base([method('id', 'return key ;')]),
      klass('Circle', [method('area', 'pi * r * r ;'), method('describe', PRINT_BODY)], { supertypes: ['Shape'] }),
      klass('Square', [method('side', 's * s ;'), method('describe', PRINT_BODY)], { supertypes: ['Shape'] }),
    ];
    // Same local names appear twice on the before side: give each a distinct id via localName.
    const after = [
      base([method('id', 'return key ;'), method('describe', PRINT_BODY)]),
      klass('Circle', [method('area', 'pi * r * r ;')], { supertypes: ['Shape'] }),
      klass('Square', [method('side', 's * s ;')], { supertypes: ['Shape'] }),
    ];
    expect(detect(before, after)).toEqual(['PULL_UP describe() -> describe()', 'PULL_UP describe() -> describe()']);
  });

  test('a method renamed on its way into its class\'s supertype is pulled up; with unrelated code it is not', () => {
    const base = (children: NodeSpec[]) => klass('Adapter', [method('open', 'db . open ( ) ;'), ...children]);
    const child = (children: NodeSpec[]) => klass('TransactionsAdapter', [method('insert', 'db . insert ( row ) ;'), ...children], { supertypes: ['Adapter'] });
    const count = method('getAllTransactionsCount', 'cursor = db . query ( table , null ) ; total = cursor . getCount ( ) ; cursor . close ( ) ; return total ;');
    const before = [base([]), child([count])];
    const renamed = { ...count, name: 'getRecordsCount', localName: 'getRecordsCount()' };
    expect(detect(before, [base([renamed]), child([])])).toEqual(['PULL_UP getAllTransactionsCount() -> getRecordsCount()']);
    const unrelated = method('getRecordsCount', 'return cache . size ( ) + pending . length ;');
    expect(detect(before, [base([unrelated]), child([])])).toEqual([]);
  });

  test('push down method to a subclass', () => {
    const before = [
      klass('Shape', [method('id', 'return key ;'), method('describe', PRINT_BODY)]),
      klass('Circle', [method('area', 'pi * r * r ;')], { supertypes: ['Shape'] }),
    ];
    const after = [
      klass('Shape', [method('id', 'return key ;')]),
      klass('Circle', [method('area', 'pi * r * r ;'), method('describe', PRINT_BODY)], { supertypes: ['Shape'] }),
    ];
    expect(detect(before, after)).toEqual(['PUSH_DOWN describe() -> describe()']);
  });

  test('extract superclass: a new supertype receives a pulled-up member', () => {
    const before = [klass('Circle', [method('area', 'pi * r * r ;'), method('describe', PRINT_BODY)])];
    const after = [
      klass('Shape', [method('describe', PRINT_BODY)]),
      klass('Circle', [method('area', 'pi * r * r ;')], { supertypes: ['Shape'] }),
    ];
    expect(detect(before, after)).toEqual(['EXTRACT_SUPER Circle -> Shape', 'PULL_UP describe() -> describe()']);
  });

  test('convert type: same identifier, different kind', () => {
    expect(
      detect(
        [klass('Shape', [method('area', 'pi * r * r ;')])],
        [{ ...klass('Shape', [method('area', 'pi * r * r ;')]), type: 'Interface' }],
      ),
    ).toEqual(['CONVERT_TYPE Shape -> Shape']);
  });

  test('a class moved and renamed while its members changed much is found through its children', () => {
    const before = [klass('OrderService', [method('place', SUM_BODY), method('cancel', MIN_BODY), method('legacy', 'a b c d e f g h i j k l m n o p ;')])];
    const after = [
      klass(
        'OrderServiceImpl',
        [method('place', SUM_BODY), method('cancel', MIN_BODY), method('audit', 'q r s t u v w x y z aa bb cc dd ee ff ;'), method('report', 'gg hh ii jj kk ll mm nn oo pp ;')],
        { namespace: 'my.orders.' },
      ),
    ];
    expect(detect(before, after)).toEqual(['MOVE_RENAME OrderService -> OrderServiceImpl']);
  });

  test('a threshold of 1 rejects an inexact rename', () => {
    const before = buildCst('A', [klass('C', [method('sum', SUM_BODY), method('min', MIN_BODY)])]);
    const after = buildCst('A', [klass('C', [method('sum', SUM_BODY), method('minimum', `${MIN_BODY} extra ;`)])]);
    const strict = findRelationships(before, after, { ...DEFAULT_SETTINGS, threshold: 0.99, uniqueNameThreshold: 0.99 });
    expect(strict.filter((r) => r.type !== 'SAME')).toEqual([]);
  });

  describe('how much similarity a renamed pair needs', () => {
    // Another method removed and another added: the pair is not the class's only leftovers.
    const rename = (localBefore: string, localAfter: string, paramsAfter: string[]) => ({
      before: buildCst('A', [
        klass('C', [method('sum', SUM_BODY), method('min', MIN_BODY, { localName: localBefore, params: ['a'] }), method('reset', 'count = 0 ;')]),
      ]),
      after: buildCst('A', [
        klass('C', [
          method('sum', SUM_BODY),
          method('lower', 'if ( a < b ) return a ; else return b ; trace ( a ) ; verify ( b ) ;', { localName: localAfter, params: paramsAfter }),
          method('size', 'return items . length ;'),
        ]),
      ]),
    });
    const renames = (pair: ReturnType<typeof rename>, settings: Partial<typeof DEFAULT_SETTINGS>) =>
      findRelationships(pair.before, pair.after, { ...DEFAULT_SETTINGS, uniqueNameThreshold: 1, ...settings }).filter((r) => r.type === 'RENAME');
    const similarityOf = (pair: ReturnType<typeof rename>) => renames(pair, { threshold: 0.01, identityChangePenalty: 0 })[0].similarity!;

    test('renamed in place with the same parameters: 0.1 below the threshold is enough', () => {
      const pair = rename('min(int)', 'lower(int)', ['a']);
      const score = similarityOf(pair);
      expect(renames(pair, { threshold: score + 0.05 })).toHaveLength(1);
      expect(renames(pair, { threshold: score + 0.05, identityChangePenalty: 0 })).toHaveLength(0);
    });

    test('name and parameters changed: 0.1 above the threshold is needed', () => {
      const pair = rename('min(int)', 'lower(long, int)', ['a', 'b']);
      const score = similarityOf(pair);
      expect(renames(pair, { threshold: score - 0.05 })).toHaveLength(0);
      expect(renames(pair, { threshold: score - 0.05, identityChangePenalty: 0 })).toHaveLength(1);
    });
  });

  describe('how much similarity a moved pair needs', () => {
    const STATS = method('mean', 'return total / count ;');
    const REWRITTEN_MIN = 'if ( a < b ) return a ; else return b ; trace ( a ) ; verify ( b ) ;';
    // min leaves Calculator for Stats (kept types), its code half rewritten.
    const move = (localAfter: string, paramsAfter: string[]) => ({
      before: buildCst('A', [
        klass('Calculator', [method('sum', SUM_BODY), method('min', MIN_BODY, { localName: 'min(int)', params: ['a'] })]),
        klass('Stats', [STATS]),
      ]),
      after: buildCst('A', [klass('Calculator', [method('sum', SUM_BODY)]), klass('Stats', [STATS, method('min', REWRITTEN_MIN, { localName: localAfter, params: paramsAfter })])]),
    });
    const moves = (pair: ReturnType<typeof move>, settings: Partial<typeof DEFAULT_SETTINGS>) =>
      findRelationships(pair.before, pair.after, { ...DEFAULT_SETTINGS, uniqueNameThreshold: 1, ...settings }).filter((r) => r.type === 'MOVE');
    const similarityOf = (pair: ReturnType<typeof move>) => moves(pair, { threshold: 0.01, identityChangePenalty: 0 })[0].similarity!;

    test('moved with the same parameters: the threshold is enough', () => {
      const pair = move('min(int)', ['a']);
      expect(moves(pair, { threshold: similarityOf(pair) - 0.05 })).toHaveLength(1);
    });

    test('moved with new parameters: 0.1 above the threshold is needed', () => {
      const pair = move('min(int, int)', ['a', 'b']);
      const score = similarityOf(pair);
      expect(moves(pair, { threshold: score - 0.05 })).toHaveLength(0);
      expect(moves(pair, { threshold: score - 0.05, identityChangePenalty: 0 })).toHaveLength(1);
    });

    test('moved from a deleted type to an unmatched new one: 0.1 above the threshold is needed', () => {
      // Three members go from CsvExporter to JsonWriter (no coincidence); the types share too
      // little to match. Two are unchanged, the third half rewritten.
      const before = buildCst('A', [
        klass('CsvExporter', [
          method('describe', PRINT_BODY),
          method('total', SUM_BODY),
          method('min', MIN_BODY),
          method('rows', 'csv rows split quote escape header delimiter newline encode buffer flush ;'),
          method('quote', 'escape double quotes inside cells wrap fields containing commas or line breaks ;'),
          method('header', 'first line lists column titles separated by the delimiter character ;'),
        ]),
      ]);
      const after = buildCst('A', [
        klass('JsonWriter', [
          method('describe', PRINT_BODY),
          method('total', SUM_BODY),
          method('min', REWRITTEN_MIN),
          method('objects', 'json objects stringify indent nested arrays keys values schema stream ;'),
          method('indent', 'pretty printing uses two spaces per nesting level unless compact mode ;'),
          method('schema', 'validate documents against draft seven schemas before writing them out ;'),
        ]),
      ]);
      const movedOf = (settings: Partial<typeof DEFAULT_SETTINGS>) =>
        findRelationships(before, after, { ...DEFAULT_SETTINGS, uniqueNameThreshold: 1, ...settings }).filter((r) => r.type === 'MOVE');
      const score = movedOf({ identityChangePenalty: 0 }).find((r) => r.before.localName === 'min()')!.similarity!;
      const names = (settings: Partial<typeof DEFAULT_SETTINGS>) => movedOf(settings).map((r) => r.before.localName).sort();
      expect(names({ threshold: score - 0.05 })).toEqual(['describe()', 'total()']);
      expect(names({ threshold: score - 0.05, identityChangePenalty: 0 })).toEqual(['describe()', 'min()', 'total()']);
    });
  });

  test('the same input always gives the same output', () => {
    const make = () => detect(
      [klass('A1', [method('x', SUM_BODY), method('y', MIN_BODY)]), klass('B1', [method('z', PRINT_BODY)])],
      [klass('A1', [method('x2', SUM_BODY)]), klass('B1', [method('z', PRINT_BODY), method('y2', MIN_BODY)])],
    );
    expect(make()).toEqual(make());
  });
  test('kinds a plugin declares interchangeable match each other; undeclared kinds never do', () => {
    const fn = (name: string, body: string): NodeSpec => ({ type: 'Function', name, localName: `${name}()`, body });
    const before = [klass('Calculator', [method('sum', SUM_BODY), method('keep', 'stay here ;')])];
    const after = [klass('Calculator', [method('keep', 'stay here ;')]), { type: 'File', name: 'math', children: [fn('add', SUM_BODY)] }];
    const relationships = (declared: boolean) => {
      const [rootBefore, rootAfter] = [buildCst('A', before), buildCst('A', after)];
      if (declared) for (const root of [rootBefore, rootAfter]) root.interchangeableKinds = [['Method', 'Function']];
      return findRelationships(rootBefore, rootAfter)
        .filter((r) => r.type !== 'SAME')
        .map((r) => `${r.type} ${r.before.type} ${r.before.localName} -> ${r.after.type} ${r.after.localName}`);
    };
    expect(relationships(true)).toEqual(['MOVE_RENAME Method sum() -> Function add()']);
    expect(relationships(false)).toEqual([]);
  });

  test('a function nested in extracted code moves with it: no move of its own', () => {
    const callback = (name: string, body: string): NodeSpec => ({ type: 'Function', name, localName: `${name}()`, body });
    const checkBody = 'pattern . test ( data ) && data . length > 0';
    const before = [klass('Main', [method('email', `${PRINT_BODY} refine ( check ) ;`, { children: [callback('check', checkBody)] })])];
    const after = [
      klass('Main', [
        method('email', 'matches ( value ) ;', { calls: ['matches()'] }),
        method('matches', `${PRINT_BODY} refine ( check ) ;`, { params: ['value'], children: [callback('check', checkBody)] }),
      ]),
    ];
    expect(detect(before, after)).toEqual(['EXTRACT email() -> matches()']);
    // Moved on its own, into a method that existed before, it is a move.
    const kept = [
      klass('Main', [
        method('email', PRINT_BODY),
        method('url', 'refine ( other ) ; audit ( a , b ) ; check ( a ) ;', { children: [callback('check', checkBody)] }),
      ]),
    ];
    const before2 = [klass('Main', [method('email', PRINT_BODY, { children: [callback('check', checkBody)] }), method('url', 'refine ( other ) ; audit ( a , b ) ; check ( a ) ;')])];
    expect(detect(before2, kept)).toEqual(['INTERNAL_MOVE check() -> check()']);
  });
});
