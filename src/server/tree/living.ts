/**
 * Who counts as living, decided as careful genealogy software does (Gramps' "probably alive"): a
 * person is dead with a death record or the deceased mark; with a birth year, living when born less
 * than LIVING_YEARS ago; without one, their relatives' years bound when they can have been born (a
 * parent is 13 to 60 years older than a child, spouses at most 20 years apart), and they are dead only
 * when even the latest such birth is LIVING_YEARS ago. With nothing to go on, a person is living: an
 * undated person must never show to the public just for lack of dates.
 *
 * The bounds are taken from relatives up to KIN_STEPS links away, in rounds that each read only the
 * previous round's bounds, so the answer for a person depends on those relatives alone: the whole
 * loaded tree (a drawing) and the few persons read from the database (a search result) agree.
 */
import type { DateValue, PersonFields } from '../../protocol/person';

/** Years after birth within which a person without a death record is presumed alive. */
export const LIVING_YEARS = 100;
/** How far along parent, child and spouse links a person's relatives are read. */
export const KIN_STEPS = 4;

const MIN_PARENT_AGE = 13;
const MAX_PARENT_AGE = 60;
const MAX_SPOUSE_GAP = 20;

export type Vital = Pick<PersonFields, 'birth_date' | 'death_date' | 'is_deceased'>;

function hasDate(d: DateValue | null | undefined): boolean {
  return !!d && (d.year !== null || d.month !== null || d.day !== null || !!d.text_value || !!d.cn_date);
}

/** Dead by the person's own record: the deceased mark or a death record. */
export function deadByRecord(p: Vital): boolean {
  return p.is_deceased || hasDate(p.death_date);
}

export interface KinLinks {
  parenthoods: readonly { parent_id: string; child_id: string }[];
  couples: readonly { person1_id: string; person2_id: string }[];
}

/** The living among `vitals` (a person's links to ids not in `vitals` are ignored). */
export function livingByKin(vitals: Map<string, Vital>, links: KinLinks, now: Date): Set<string> {
  const ids = [...vitals.keys()];
  const index = new Map(ids.map((id, i) => [id, i]));
  const n = ids.length;
  // Earliest and latest possible birth year of each person.
  let lo = new Float64Array(n).fill(-Infinity);
  let hi = new Float64Array(n).fill(Infinity);
  const known = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const v = vitals.get(ids[i])!;
    const year = v.birth_date?.year ?? null;
    if (year !== null) {
      lo[i] = hi[i] = year;
      known[i] = 1;
    } else if (v.death_date?.year != null) hi[i] = v.death_date.year;
  }
  const pairs = (list: readonly { a: string; b: string }[]) =>
    list.flatMap(({ a, b }) => {
      const x = index.get(a);
      const y = index.get(b);
      return x === undefined || y === undefined || x === y ? [] : [[x, y] as const];
    });
  const parentChild = pairs(links.parenthoods.map((l) => ({ a: l.parent_id, b: l.child_id })));
  const spouses = pairs(links.couples.map((c) => ({ a: c.person1_id, b: c.person2_id })));
  for (let round = 0; round < KIN_STEPS; round++) {
    const nlo = lo.slice();
    const nhi = hi.slice();
    const narrow = (i: number, l: number, h: number) => {
      if (known[i]) return;
      if (l > nlo[i]) nlo[i] = l;
      if (h < nhi[i]) nhi[i] = h;
    };
    for (const [p, c] of parentChild) {
      narrow(c, lo[p] + MIN_PARENT_AGE, hi[p] + MAX_PARENT_AGE);
      narrow(p, lo[c] - MAX_PARENT_AGE, hi[c] - MIN_PARENT_AGE);
    }
    for (const [a, b] of spouses) {
      narrow(a, lo[b] - MAX_SPOUSE_GAP, hi[b] + MAX_SPOUSE_GAP);
      narrow(b, lo[a] - MAX_SPOUSE_GAP, hi[a] + MAX_SPOUSE_GAP);
    }
    lo = nlo;
    hi = nhi;
  }
  const oldest = now.getUTCFullYear() - LIVING_YEARS;
  const living = new Set<string>();
  for (let i = 0; i < n; i++) {
    if (deadByRecord(vitals.get(ids[i])!)) continue;
    // Known birth: hi is that year. Unknown: dead only when even the latest possible birth is that old;
    // bounds that contradict each other (bad data) say nothing, and the person is living.
    const latest = hi[i];
    if (known[i] ? latest > oldest : !(latest <= oldest && lo[i] <= latest)) living.add(ids[i]);
  }
  return living;
}
