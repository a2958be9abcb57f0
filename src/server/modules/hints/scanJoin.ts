/**
 * The in-memory half of candidatesByScan: tree persons hashed by given-name key, then by the class of
 * their surname keys, and each record person read from the corpus looked up in that hash with its own
 * keys (blocking.ts, kept per spelling). Of the persons found, those whose birth window the record
 * reaches (two comparisons on typed arrays) and whose given names it agrees with (givenAgrees) are its
 * candidates: exactly what inBlock lets through, without testing every pair. The hash has no level for
 * the decade of birth: on a 10,000-person tree that level made 1,400,000 lists to build and more lookups
 * per record than the window comparisons it saved. Pure (no database), so the join's cost per record is
 * measured apart from reading the rows.
 */
import { givenAgrees, mayAgreeOnOneKey, recordBlockKeys, type PersonBlock } from '../../matching/blocking';
import type { RecordNameForMatch, RecordPersonForMatch, TreePersonForMatch } from '../../matching/types';

export interface Candidate extends RecordPersonForMatch {
  import_id: string;
  collection_id: string;
  source_id: string;
}

export interface Member {
  person: TreePersonForMatch;
  block: PersonBlock;
}

/** One record person as the scan reads it. */
export type ScannedRow = Omit<RecordPersonForMatch, 'code' | 'others'> & { record_code: string; source_id: string };

export class ScanJoin {
  /**
   * Persons with the same surname keys form a class (every Wong written 黄 is one). Given key → class →
   * the persons (by their number) of that class with that key; and surname key → the classes holding it.
   * A record then reaches each person once per given key, however many of its surname keys the person shares.
   */
  private readonly byGiven = new Map<string, Map<number, number[]>>();
  private readonly classesOf = new Map<string, number[]>();
  /** The row a class was last reached for. */
  private readonly classRow: Int32Array;
  private readonly reached: number[] = [];
  /** Each person's birth window, by number. */
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  /** Per person, for the row being joined: the row's number when the person was first found for it, ... */
  private readonly seenRow: Int32Array;
  /** ... the given key it was last found under (its place in the row's keys), and how many of the row's given keys found it. */
  private readonly lastKey: Int32Array;
  private readonly hits: Int32Array;
  private rowNumber = 0;
  /** Persons found for the row being joined (numbers), reused from row to row. */
  private readonly touched: number[] = [];
  private readonly found: number[] = [];
  /** Candidates by person id. */
  readonly out = new Map<string, Candidate[]>();

  constructor(private readonly members: readonly Member[]) {
    this.lo = new Int32Array(members.length);
    this.hi = new Int32Array(members.length);
    this.seenRow = new Int32Array(members.length);
    this.lastKey = new Int32Array(members.length);
    this.hits = new Int32Array(members.length);
    const classIds = new Map<string, number>();
    for (const [number, m] of members.entries()) {
      this.lo[number] = m.block.window[0];
      this.hi[number] = m.block.window[1];
      const surnames = [...m.block.surnames].sort().join('\u0000');
      let c = classIds.get(surnames);
      if (c === undefined) {
        classIds.set(surnames, (c = classIds.size));
        for (const s of m.block.surnames) {
          const list = this.classesOf.get(s);
          if (list) list.push(c);
          else this.classesOf.set(s, [c]);
        }
      }
      for (const g of m.block.given) {
        let byClass = this.byGiven.get(g);
        if (!byClass) this.byGiven.set(g, (byClass = new Map()));
        const list = byClass.get(c);
        if (list) list.push(number);
        else byClass.set(c, [number]);
      }
    }
    this.classRow = new Int32Array(classIds.size);
  }

  /** Joins the persons of one record (all its rows, in position order). */
  takeRecord(importId: string, collectionId: string, rows: readonly ScannedRow[]): void {
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const found = this.personsFor(row);
      if (!found.length) continue;
      const others: RecordNameForMatch[] = [];
      for (let j = 0; j < rows.length; j++) {
        if (j === i) continue;
        const o = rows[j]!;
        others.push({ role: o.role, surname: o.surname, first_name: o.first_name, name_zh: o.name_zh, gender: o.gender });
      }
      const candidate: Candidate = {
        import_id: importId,
        collection_id: collectionId,
        source_id: row.source_id,
        code: row.record_code,
        position: row.position,
        role: row.role,
        surname: row.surname,
        first_name: row.first_name,
        name_zh: row.name_zh,
        gender: row.gender,
        birth_year: row.birth_year,
        birth_year_approx: row.birth_year_approx,
        birth_place_code: row.birth_place_code,
        death_year: row.death_year,
        others,
      };
      for (const number of found) {
        const id = this.members[number]!.person.id;
        const list = this.out.get(id);
        if (list) list.push(candidate);
        else this.out.set(id, [candidate]);
      }
    }
  }

  /** The persons (numbers) a record person is a candidate of; the list is reused by the next call. */
  private personsFor(row: ScannedRow): number[] {
    const { touched, found, seenRow, lastKey, hits } = this;
    touched.length = 0;
    found.length = 0;
    const keys = recordBlockKeys(row);
    const thisRow = ++this.rowNumber;
    const reached = this.reached;
    reached.length = 0;
    for (const s of keys.surnames) {
      const classes = this.classesOf.get(s);
      if (classes === undefined) continue;
      for (const c of classes) {
        if (this.classRow[c] === thisRow) continue;
        this.classRow[c] = thisRow;
        reached.push(c);
      }
    }
    if (!reached.length) return found;
    // Count, per person, the record's given keys that find it.
    const given = keys.given.keys;
    for (let gi = 0; gi < given.length; gi++) {
      const byClass = this.byGiven.get(given[gi]!);
      if (byClass === undefined) continue;
      for (const c of reached) {
        const list = byClass.get(c);
        if (list === undefined) continue;
        for (let k = 0; k < list.length; k++) {
          const number = list[k]!;
          if (seenRow[number] !== thisRow) {
            seenRow[number] = thisRow;
            lastKey[number] = gi;
            hits[number] = 1;
            touched.push(number);
          } else if (lastKey[number] !== gi) {
            lastKey[number] = gi;
            hits[number]++;
          }
        }
      }
    }
    const year = row.birth_year;
    const approx = row.birth_year_approx;
    for (const number of touched) {
      if (year !== null && (year + approx < this.lo[number]! || year - approx > this.hi[number]!)) continue;
      const block = this.members[number]!.block;
      if (hits[number] === 1 && !mayAgreeOnOneKey(block, keys.given, given[lastKey[number]!]!)) continue;
      if (givenAgrees(block, keys.given)) found.push(number);
    }
    return found;
  }
}
