/**
 * The RecordFinder score of one tree person against one record person: each field is compared into
 * an agreement level (features below), the levels' weights are summed with a bias, and the sum is a
 * log-odds, so sigmoid(sum) is the probability that both are the same person (weights.ts says how the
 * weights were fitted). Conflicts carry their own, negative weights: a different father or a birth 30
 * years apart outweighs what agreeing names add, while a field one side lacks adds nothing.
 */
import { compareGiven, compareSurname, personNames, writtenName, type PersonNames, type WrittenName } from './names';
import type { RecordNameForMatch, RecordPersonForMatch, RelativeName, TreePersonForMatch } from './types';
import { FIT_RECORDS, WEIGHTS } from './weights';

export const FEATURES = [
  'given.exact', 'given.close', 'given.familiar', 'given.swapped', 'given.initials', 'given.conflict',
  'surname.exact', 'surname.key', 'surname.conflict',
  'birth.exact', 'birth.within', 'birth.near', 'birth.far', 'birth.conflict', 'birth.unknown',
  'death.agree', 'death.conflict',
  'gender.agree', 'gender.conflict',
  'place.agree', 'place.conflict',
  'parent.agree', 'parent.conflict', 'spouse.agree', 'spouse.conflict', 'child.agree', 'child.conflict', 'sibling.agree', 'sibling.conflict',
] as const;
export type Feature = (typeof FEATURES)[number];

type Kind = 'parent' | 'spouse' | 'child' | 'sibling';

/** What each other person of a record is to the matched one, by both roles. */
function relationOf(matched: string, other: string): Kind | null {
  const self = ['principal', 'head', 'deceased', 'child'];
  if (self.includes(matched)) {
    if (other === 'father' || other === 'mother') return 'parent';
    if (other === 'wife' || other === 'spouse') return 'spouse';
    if (other === 'son' || other === 'daughter' || other === 'informant' || (other === 'child' && matched !== 'child')) return 'child';
    if (other === 'brother') return 'sibling';
    return null;
  }
  if (matched === 'father' || matched === 'mother') {
    if (self.includes(other) || other === 'brother') return 'child';
    if (other === 'father' || other === 'mother') return other === matched ? null : 'spouse';
    return null;
  }
  if (matched === 'wife' || matched === 'spouse') {
    if (other === 'head' || other === 'principal' || other === 'deceased') return 'spouse';
    if (other === 'son' || other === 'daughter') return 'child';
    return null;
  }
  if (matched === 'son' || matched === 'daughter') {
    if (other === 'head' || other === 'wife') return 'parent';
    if (other === 'son' || other === 'daughter') return 'sibling';
    return null;
  }
  if (matched === 'brother') {
    if (other === 'principal') return 'sibling';
    if (other === 'father') return 'parent';
    return null;
  }
  if (matched === 'informant') return other === 'deceased' ? 'parent' : null;
  return null;
}

/** A tree person prepared once for many records (names folded, relatives' names too). */
export interface PreparedPerson {
  person: TreePersonForMatch;
  names: PersonNames;
  relatives: Record<Kind, { names: PersonNames; gender: RelativeName['gender'] }[]>;
}

export function preparePerson(person: TreePersonForMatch): PreparedPerson {
  const prep = (list: RelativeName[]) => list.map((r) => ({ names: personNames(r.first_names, r.surnames), gender: r.gender }));
  return {
    person,
    names: personNames(person.first_names, person.surnames),
    relatives: { parent: prep(person.parents), spouse: prep(person.spouses), child: prep(person.children), sibling: prep(person.siblings) },
  };
}

function yearLevel(d: number, tolerance: number): 'exact' | 'within' | 'near' | 'far' | 'conflict' {
  if (d === 0 && tolerance === 0) return 'exact';
  if (d <= tolerance) return 'within';
  if (d <= tolerance + 3) return 'near';
  if (d <= tolerance + 7) return 'far';
  return 'conflict';
}

/** True when two gazetteer codes name one place or one holds the other (a village in its county). */
function placesAgree(a: string, b: string): boolean {
  return a.startsWith(b) || b.startsWith(a);
}

/**
 * A record name as written, kept per record object while it lives: a whole-tree match scores each
 * record person against several tree persons and each of its record's other persons against every
 * relative of a kind, and the corpus holds more spellings than writtenName keeps.
 */
const writtenOf = new WeakMap<RecordNameForMatch, WrittenName>();
function written(r: RecordNameForMatch): WrittenName {
  let w = writtenOf.get(r);
  if (w === undefined) writtenOf.set(r, (w = writtenName(r.surname, r.first_name, r.name_zh)));
  return w;
}

function relativeAgrees(rel: { names: PersonNames; gender: RelativeName['gender'] }, other: RecordNameForMatch, w: WrittenName): boolean | null {
  const given = compareGiven(rel.names, w);
  if (given === 'unknown') return null;
  if (rel.gender !== 'none' && other.gender && rel.gender !== other.gender) return false;
  return given !== 'conflict' && given !== 'initials';
}

/** The features of one comparison, each at most once (relatives: agreement wins over conflict per kind). */
export function compare(p: PreparedPerson, r: RecordPersonForMatch): Set<Feature> {
  const f = new Set<Feature>();
  const person = p.person;
  const w = written(r);
  const given = compareGiven(p.names, w);
  if (given !== 'unknown') f.add(`given.${given}`);
  const surname = compareSurname(p.names, w);
  if (surname !== 'unknown' && !(surname === 'conflict' && given === 'swapped')) f.add(`surname.${surname}`);
  if (person.birthYear !== null && r.birth_year !== null) {
    f.add(`birth.${yearLevel(Math.abs(person.birthYear - r.birth_year), person.birthApprox + r.birth_year_approx)}`);
  } else f.add('birth.unknown');
  if (person.deathYear !== null && r.death_year !== null) f.add(Math.abs(person.deathYear - r.death_year) <= 1 ? 'death.agree' : 'death.conflict');
  if (person.gender !== 'none' && r.gender) f.add(person.gender === r.gender ? 'gender.agree' : 'gender.conflict');
  if (person.birthPlaceCode && r.birth_place_code) f.add(placesAgree(person.birthPlaceCode, r.birth_place_code) ? 'place.agree' : 'place.conflict');
  const seen = new Map<Kind, boolean>();
  for (const other of r.others) {
    const kind = relationOf(r.role, other.role);
    if (!kind || !p.relatives[kind].length) continue;
    let agrees: boolean | null = null;
    const w = written(other);
    for (const rel of p.relatives[kind]) {
      const a = relativeAgrees(rel, other, w);
      if (a === true) {
        agrees = true;
        break;
      }
      if (a === false) agrees = false;
    }
    // A parent is one of two; a named father unlike the tree's father is a conflict, a child may be one not in the tree.
    if (agrees === true) seen.set(kind, true);
    else if (agrees === false && (kind === 'parent' || kind === 'spouse') && !seen.get(kind)) seen.set(kind, false);
  }
  for (const [kind, agrees] of seen) f.add(`${kind}.${agrees ? 'agree' : 'conflict'}`);
  return f;
}

/** The weight of the corpus scale in WEIGHTS. */
export const SCALE = 'corpus.scale';

/**
 * How much larger than the corpus the weights were fitted at (FIT_RECORDS) the corpus searched is, as a
 * natural log, and never below 0. A person's own records are as many in a large corpus as in a small
 * one, while the namesakes that agree with them on name and birth year grow with the corpus: the odds
 * that an agreeing pair is one person fall as the corpus grows. Fitted on labelled sets of three sizes,
 * the weight of this log came out near -1, odds falling as 1 / records, as that reasoning says. A
 * corpus smaller than the fitted one keeps the fitted odds.
 */
export function corpusScale(records: number): number {
  return records > FIT_RECORDS ? Math.log(records / FIT_RECORDS) : 0;
}

/** The log-odds of a comparison's features, in a corpus of the given scale. */
export function logOdds(features: Set<Feature>, scale = 0, weights: Record<string, number> = WEIGHTS): number {
  let s = (weights.bias ?? 0) + (weights[SCALE] ?? 0) * scale;
  for (const x of features) s += weights[x] ?? 0;
  return s;
}

/** The probability (0..1) a comparison's features give that both sides are one person, in a corpus of the given scale. */
export function featureProbability(features: Set<Feature>, scale = 0, weights: Record<string, number> = WEIGHTS): number {
  return 1 / (1 + Math.exp(-logOdds(features, scale, weights)));
}

/** The probability (0..1) that the tree person and the record person are one person, in a corpus of the given scale (corpusScale). */
export function matchProbability(p: PreparedPerson, r: RecordPersonForMatch, scale = 0, weights: Record<string, number> = WEIGHTS): number {
  return featureProbability(compare(p, r), scale, weights);
}
