/**
 * The text a graph snapshot is stored as: the rows as tuples, with every date, name and place written once
 * in a table and named by its place there, and the persons of couples and parent links named by their
 * place in the persons list instead of by id. A tree repeats them endlessly (a surname on every card of a
 * clan, the same few villages, dates that are a year alone, each person's id in every link and couple of
 * theirs, 36 characters that do not compress), so reading it makes one date, name or place per distinct
 * value and no second copy of an id. Graph persons are read-only everywhere, so persons that share a value
 * may share its object.
 */
import { setImmediate as turn } from 'node:timers/promises';
import type { GraphCouple, GraphParenthood, GraphPerson } from '../../tree/graph';
import { orderKeyOf, type CoupleTuple, type LinkTuple, type OrderKey, type PersonTuple } from '../../tree/load';

/** Tuple rows of a graph as a whole read gives them (graphSnapshot.ts snapshotRows). */
export interface SnapshotRows {
  persons: PersonTuple[];
  couples: CoupleTuple[];
  links: LinkTuple[];
}

/** A given name or a surname entry. */
type Name = GraphPerson['first_names'][number] | GraphPerson['surnames'][number];
type DateValue = NonNullable<GraphPerson['birth_date']>;

/** A person: id, order key, name and date places in the tables (-1 for none), the rest as in PersonTuple. */
type PersonEntry = [string, string, number | null, number, number[], number[], GraphPerson['gender'], number, number, number, number, boolean, GraphPerson['facts'], string | null, GraphPerson['residence_location']];
/** A person of a couple or link: their place in the persons list, or their id when they are not in it. */
type PersonRef = number | string;
/** A couple: id, persons, marriage place and date, divorced, divorce place and date (places in the tables), time. */
type CoupleEntry = [string, PersonRef, PersonRef, number, number, boolean, number, number, number];
/** A parent link: parent, child, kind. */
type LinkEntry = [PersonRef, PersonRef, GraphParenthood['kind']];

export const SNAPSHOT_FORM = 2;

export interface SnapshotText {
  form: typeof SNAPSHOT_FORM;
  dates: DateValue[];
  names: Name[];
  places: string[];
  persons: PersonEntry[];
  couples: CoupleEntry[];
  links: LinkEntry[];
}

/** Values written once each, by their JSON text (so two equal values written apart share a place). */
class Table<T> {
  readonly list: T[] = [];
  private readonly at = new Map<string, number>();
  constructor(private readonly key: (value: T) => string) {}
  /** The value's place, -1 for none. */
  of(value: T | null | undefined): number {
    if (value === null || value === undefined) return -1;
    const key = this.key(value);
    let i = this.at.get(key);
    if (i === undefined) {
      i = this.list.length;
      this.list.push(value);
      this.at.set(key, i);
    }
    return i;
  }
}

/** Rows handled between two turns of the event loop while a snapshot is written. */
const ROWS_PER_TURN = 4096;

/** `list` mapped by `fn`, a few thousand rows at a time so other work of the thread goes on. */
async function mapInTurns<T, U>(list: readonly T[], fn: (item: T, i: number) => U): Promise<U[]> {
  const out: U[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await turn();
    out[i] = fn(list[i], i);
  }
  return out;
}

/** The snapshot text of the rows. */
export async function snapshotText(rows: SnapshotRows): Promise<SnapshotText> {
  const dates = new Table<DateValue>((d) => JSON.stringify(d));
  const names = new Table<Name>((n) => JSON.stringify(n));
  const places = new Table<string>((p) => p);
  const placeOf = new Map<string, number>();
  const ref = (id: string): PersonRef => placeOf.get(id) ?? id;
  const persons = await mapInTurns(rows.persons, (r, i): PersonEntry => {
    placeOf.set(r[0], i);
    return [
      r[0], r[1], r[2], r[3],
      r[4].map((n) => names.of(n)), r[5].map((n) => names.of(n)),
      r[6], dates.of(r[7]), places.of(r[8]), dates.of(r[9]), places.of(r[10]), r[11], r[12], r[13], r[14],
    ];
  });
  const couples = await mapInTurns(rows.couples, (c): CoupleEntry => [c[0], ref(c[1]), ref(c[2]), places.of(c[3]), dates.of(c[4]), c[5], places.of(c[6]), dates.of(c[7]), c[8]]);
  const links = await mapInTurns(rows.links, (l): LinkEntry => [ref(l[0]), ref(l[1]), l[2]]);
  return { form: SNAPSHOT_FORM, dates: dates.list, names: names.list, places: places.list, persons, couples, links };
}

/** What a snapshot gives back: the graph's parts in its order, each person's order key and each couple's time. */
export interface SnapshotParts {
  persons: GraphPerson[];
  couples: GraphCouple[];
  parenthoods: GraphParenthood[];
  personKeys: Map<string, OrderKey>;
  coupleTimes: Map<string, number>;
}

/** The graph of a snapshot text. */
export function readSnapshotText(text: SnapshotText): SnapshotParts {
  const { dates, names, places } = text;
  const date = (i: number) => (i < 0 ? null : dates[i]);
  const place = (i: number) => (i < 0 ? null : places[i]);
  const nameList = <T extends Name>(list: number[]): T[] => {
    const out: T[] = new Array(list.length);
    for (let k = 0; k < list.length; k++) out[k] = names[list[k]] as T;
    return out;
  };
  const persons: GraphPerson[] = new Array(text.persons.length);
  const personKeys = new Map<string, OrderKey>();
  for (let i = 0; i < persons.length; i++) {
    const r = text.persons[i];
    persons[i] = {
      id: r[0], first_names: nameList<GraphPerson['first_names'][number]>(r[4]), surnames: nameList<GraphPerson['surnames'][number]>(r[5]), gender: r[6], birth_date: date(r[7]), birth_location: place(r[8]),
      death_date: date(r[9]), death_location: place(r[10]), is_deceased: r[11], facts: r[12], notes: r[13], residence_location: r[14],
    };
    personKeys.set(r[0], orderKeyOf(r));
  }
  const ref = (x: PersonRef) => (typeof x === 'number' ? persons[x].id : x);
  const couples: GraphCouple[] = new Array(text.couples.length);
  const coupleTimes = new Map<string, number>();
  for (let i = 0; i < couples.length; i++) {
    const c = text.couples[i];
    couples[i] = { id: c[0], person1_id: ref(c[1]), person2_id: ref(c[2]), marriage_place: place(c[3]), marriage_date: date(c[4]), is_divorced: c[5], divorce_place: place(c[6]), divorce_date: date(c[7]) };
    coupleTimes.set(c[0], c[8]);
  }
  const parenthoods = text.links.map((l): GraphParenthood => ({ parent_id: ref(l[0]), child_id: ref(l[1]), kind: l[2] }));
  return { persons, couples, parenthoods, personKeys, coupleTimes };
}
