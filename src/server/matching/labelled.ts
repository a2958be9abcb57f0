/**
 * A labelled set for fitting and measuring RecordFinder: the sample generator's families turned into
 * tree persons the way a family knows itself (Chinese name, the dialect spelling of it, English name,
 * exact birth year, home county; parents, wife, children and brother as relatives), and the records of
 * the same generated corpus, where each record person carries the identity it was made from. Every
 * comparison of a tree person with a record person that blocking lets through is labelled true when
 * both carry one identity. Namesakes (common surnames, few given-name characters) and near-misses
 * (brothers sharing a generation character, fathers and sons) come from the corpus itself.
 */
import { displaySpelling } from '../chinese/surnameTable';
import { sampleCorpus } from '../data/records/generate';
import type { RecordLine } from '../data/records/layout';
import { Population, type Family, type Person } from '../data/records/population';
import { mulberry32 } from '../lib/random';
import { DEFAULT_SEED } from '../data/records/generate';
import { blockingKeysOfRecord, inBlock, personBlock } from './blocking';
import type { RecordPersonForMatch, RelativeName, TreePersonForMatch } from './types';

export interface LabelledTreePerson extends TreePersonForMatch {
  identity: string;
}

function names(family: Family, p: Person): RelativeName & { first_names: TreePersonForMatch['first_names'] } {
  const spelling = p.surname.spellings[family.origin.surnameDialect][0] ?? p.surname.spellings.cantonese[0];
  const first_names: TreePersonForMatch['first_names'] = [{ type: 'given', value: p.givenZh }];
  if (p.english) first_names.push({ type: 'given', value: p.english });
  first_names.push({ type: 'other_name', value: p.given.join(' ') });
  const surnames: TreePersonForMatch['surnames'] = [{ type: 'birth', value: p.surname.simplified }];
  if (spelling) surnames.push({ type: 'birth', value: displaySpelling(spelling) });
  return { first_names, surnames, gender: p.sex };
}

/** The tree persons of one family, with their relatives. */
export function familyTreePersons(family: Family): LabelledTreePerson[] {
  const { emigrant, father, wife, children, brother } = family;
  const n = (p: Person) => names(family, p);
  const make = (p: Person, rel: Pick<TreePersonForMatch, 'parents' | 'spouses' | 'children' | 'siblings'>): LabelledTreePerson => ({
    id: p.identity,
    identity: p.identity,
    ...n(p),
    birthYear: p.birthYear,
    birthApprox: 0,
    deathYear: p.deathYear,
    birthPlaceCode: p.bornAbroad ? null : family.origin.code,
    ...rel,
  });
  const out: LabelledTreePerson[] = [];
  const sons = [emigrant, ...(brother ? [brother] : [])];
  out.push(make(emigrant, { parents: [n(father)], spouses: wife ? [n(wife)] : [], children: children.map(n), siblings: brother ? [n(brother)] : [] }));
  out.push(make(father, { parents: [], spouses: [], children: sons.map(n), siblings: [] }));
  if (wife) out.push(make(wife, { parents: [], spouses: [n(emigrant)], children: children.map(n), siblings: [] }));
  for (const c of children) out.push(make(c, { parents: [n(emigrant), ...(wife ? [n(wife)] : [])], spouses: [], children: [], siblings: children.filter((x) => x !== c).map(n) }));
  if (brother) out.push(make(brother, { parents: [n(father)], spouses: [], children: [], siblings: [n(emigrant)] }));
  return out;
}

export interface LabelledSet {
  persons: LabelledTreePerson[];
  records: (RecordPersonForMatch & { identity: string | undefined })[];
}

/**
 * The corpus of `records` records and the tree persons of every `treeEvery`-th family behind it
 * (the others stay in the corpus as namesakes).
 */
export function labelledSet(options: { records: number; seed?: number; treeEvery?: number }): LabelledSet {
  const seed = options.seed ?? DEFAULT_SEED;
  const records: LabelledSet['records'] = [];
  const identities = new Set<string>();
  for (const { line } of sampleCorpus({ records: options.records, seed })) {
    if (line.kind !== 'record') continue;
    const rec = line as RecordLine;
    const others = rec.persons.map(({ role, surname, first_name, name_zh, gender }) => ({ role, surname, first_name, name_zh, gender }));
    rec.persons.forEach((p, position) => {
      if (p.identity) identities.add(p.identity);
      records.push({
        code: rec.code,
        position,
        role: p.role,
        surname: p.surname,
        first_name: p.first_name,
        name_zh: p.name_zh,
        gender: p.gender,
        birth_year: p.birth_year,
        birth_year_approx: p.birth_year_approx,
        birth_place_code: null,
        death_year: p.death_year,
        others: others.filter((_, i) => i !== position),
        identity: p.identity,
      });
    });
  }
  // The same seed replays the same families (the generator draws them from their own stream).
  const population = new Population(mulberry32(seed));
  const persons: LabelledTreePerson[] = [];
  const every = options.treeEvery ?? 3;
  const last = Math.max(0, ...[...identities].filter((id) => /^p\d+$/.test(id)).map((id) => Number(id.slice(1))));
  for (let i = 0; ; i++) {
    const family = population.next();
    if (!family.demo && Number(family.emigrant.identity.slice(1)) > last) break;
    if (i % every === 0) persons.push(...familyTreePersons(family));
  }
  return { persons, records };
}

/** Candidate pairs by the same blocking the database query does: surname key, given-name key and birth window. */
export function candidatePairs(set: LabelledSet): { person: LabelledTreePerson; record: LabelledSet['records'][number] }[] {
  const byKey = new Map<string, LabelledSet['records']>();
  for (const r of set.records) {
    for (const k of blockingKeysOfRecord(r)) {
      let list = byKey.get(k);
      if (!list) byKey.set(k, (list = []));
      list.push(r);
    }
  }
  const pairs: { person: LabelledTreePerson; record: LabelledSet['records'][number] }[] = [];
  for (const person of set.persons) {
    const block = personBlock(person);
    if (!block) continue;
    const seen = new Set<LabelledSet['records'][number]>();
    for (const k of block.surnames) {
      for (const r of byKey.get(k) ?? []) {
        if (seen.has(r)) continue;
        seen.add(r);
        if (inBlock(block, r)) pairs.push({ person, record: r });
      }
    }
  }
  return pairs;
}
