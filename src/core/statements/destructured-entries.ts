import type { Statement } from '../cst';

type Entry = NonNullable<Statement['destructured']>[number];

interface Entries {
  byName: Map<string, Entry>;
  /** How many names each key's last part names (`{ width: w }`: `width` once). */
  byKeyEnd: Map<string, Entry[]>;
}

/** Looked up by name, not searched: a pattern may bind thousands of names (a long array pattern). */
const cache = new WeakMap<Statement, Entries>();

function entriesOf(statement: Statement): Entries | undefined {
  if (!statement.destructured) return undefined;
  let entries = cache.get(statement);
  if (!entries) {
    entries = { byName: new Map(), byKeyEnd: new Map() };
    for (const entry of statement.destructured) {
      if (!entries.byName.has(entry.name)) entries.byName.set(entry.name, entry);
      const end = entry.key.split('.').at(-1) ?? '';
      const list = entries.byKeyEnd.get(end);
      if (list) list.push(entry);
      else entries.byKeyEnd.set(end, [entry]);
    }
    cache.set(statement, entries);
  }
  return entries;
}

/** What the statement's pattern says of `name` (its key, the member it reads), if it destructures it. */
export function destructuredEntry(statement: Statement, name: string): Entry | undefined {
  return entriesOf(statement)?.byName.get(name);
}

/** How many of the pattern's keys are spelt `name` for another name (`{ width: w }` for `width`): tokens that are no use of a local `name`. */
export function keysSpelt(statement: Statement, name: string): number {
  return entriesOf(statement)?.byKeyEnd.get(name)?.filter((entry) => entry.name !== name).length ?? 0;
}
