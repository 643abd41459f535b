import { detectInFixture } from '../helpers/fixtures';

/**
 * A Kotlin primary constructor has no body: its parameters are read by the type's members. Where
 * the members' mapped statements read a new parameter where they read a removed one
 * (`parser.classId(className)` -> `index.classId(className)`), that one was renamed, as
 * RefactoringMiner pairs them, though parameters were added too (`reader`); a property's getter
 * reads them too (`get() = graph.className(record.arrayClassId)`). Parameters that no
 * member reads (`size`, read by an initializer only) are removed and added, and so is one whose
 * name is still a property of the type (`identifierByteSize`, now read from the new `header`).
 */
const expected = [
  'Add Parameter heap.ArrayRecord#constructor(Graph, ObjectArrayDump) -> heap.ArrayRecord.constructor(Graph, IndexedObjectArray, Long)#objectId',
  'Change Field Type heap.ArrayRecord#record -> heap.ArrayRecord#indexedObject',
  'Change Parameter Type heap.ArrayRecord.constructor(Graph, ObjectArrayDump)#record -> heap.ArrayRecord.constructor(Graph, IndexedObjectArray, Long)#indexedObject',
  'Rename Field heap.ArrayRecord#record -> heap.ArrayRecord#indexedObject',
  'Rename Parameter heap.ArrayRecord.constructor(Graph, ObjectArrayDump)#record -> heap.ArrayRecord.constructor(Graph, IndexedObjectArray, Long)#indexedObject',
  'Add Parameter heap.Cache#constructor(Int, String) -> heap.Cache.constructor(Store, String, Long)#limit',
  'Add Parameter heap.Cache#constructor(Int, String) -> heap.Cache.constructor(Store, String, Long)#store',
  'Add Parameter heap.Graph#constructor(HprofParser) -> heap.Graph.constructor(SeekableHprofReader, HprofInMemoryIndex)#reader',
  'Change Field Type heap.Graph#parser -> heap.Graph#index',
  'Change Parameter Type heap.Graph.constructor(HprofParser)#parser -> heap.Graph.constructor(SeekableHprofReader, HprofInMemoryIndex)#index',
  'Remove Parameter heap.Cache.constructor(Int, String)#size -> heap.Cache#constructor(Store, String, Long)',
  'Rename Field heap.Graph#parser -> heap.Graph#index',
  'Rename Parameter heap.Graph.constructor(HprofParser)#parser -> heap.Graph.constructor(SeekableHprofReader, HprofInMemoryIndex)#index',
  'Add Parameter heap.Writer#constructor(Sink, Int, Int) -> heap.Writer.constructor(Sink, Header)#header',
  'Remove Parameter heap.Writer.constructor(Sink, Int, Int)#identifierByteSize -> heap.Writer#constructor(Sink, Header)',
  'Remove Parameter heap.Writer.constructor(Sink, Int, Int)#version -> heap.Writer#constructor(Sink, Header)',
];

describe('kotlin: a primary constructor whose parameters its members read', () => {
  it('renames the parameter the members now read in the old one\'s place, and no other', async () => {
    expect(await detectInFixture('kotlin/primary-constructor-read-by-members')).toEqual([...expected].sort());
  });
});
