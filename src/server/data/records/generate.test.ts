import { describe, expect, it } from 'vitest';
import { SURNAMES } from '../../chinese/surnameTable';
import { SAMPLE_COLLECTIONS } from './collections';
import { sampleCorpus, type CorpusLine } from './generate';
import { collectionFileLineSchema, type RecordLine } from './layout';

const SIZE = 20_000;
const lines: CorpusLine[] = [...sampleCorpus({ records: SIZE })];
const records = lines.flatMap((l) => (l.line.kind === 'record' ? [{ collection: l.collection, record: l.line as RecordLine }] : []));
const persons = records.flatMap(({ collection, record }) => record.persons.map((p) => ({ collection, record, p })));

/** Every spelling the surname table gives a surname, in any dialect. */
const spellingsOf = (zh: string) => {
  const entry = SURNAMES.find((s) => s.traditional === zh || s.simplified === zh)!;
  return new Set(Object.values(entry.spellings).flat().map((s) => s.toLowerCase()));
};

describe('the sample record corpus', () => {
  it('makes the number of records asked for, every line in the collection file layout', () => {
    expect(records.length).toBeGreaterThanOrEqual(SIZE);
    expect(records.length).toBeLessThan(SIZE + 60);
    for (const { line } of lines) collectionFileLineSchema.parse(line);
    expect(new Set(records.map((r) => r.record.code)).size).toBe(records.length);
  });

  it('is the same for the same seed and different for another', () => {
    const again = [...sampleCorpus({ records: 2_000 })].map((l) => JSON.stringify(l));
    expect(again).toEqual(lines.slice(0, again.length).map((l) => JSON.stringify(l)));
    const other = [...sampleCorpus({ records: 2_000, seed: 7 })].map((l) => JSON.stringify(l));
    expect(other.slice(20, 200)).not.toEqual(again.slice(20, 200));
  });

  it('opens each collection with its header, marked as a sample, and names each source before its records', () => {
    const seenCollections = new Set<string>();
    const seenSources = new Set<string>();
    for (const { collection, line } of lines) {
      if (line.kind === 'collection') {
        expect(line.is_sample).toBe(true);
        expect(line.title).toMatch(/\(Sample collection\)$/);
        seenCollections.add(collection);
      } else {
        expect(seenCollections.has(collection)).toBe(true);
        if (line.kind === 'source') seenSources.add(line.id);
        else expect(seenSources.has(line.source_id), line.code).toBe(true);
      }
    }
    expect([...seenCollections].sort()).toEqual(Object.keys(SAMPLE_COLLECTIONS).sort());
    for (const key of Object.keys(SAMPLE_COLLECTIONS)) expect(records.filter((r) => r.collection === key).length, key).toBeGreaterThan(100);
  });

  it('spells a surname the way the place and dialect of the record did: 黃 is Wong in San Francisco, Ng or Ooi among Hokkien families in Singapore', () => {
    const share = (rows: typeof persons, ok: (surname: string) => boolean) => rows.filter((r) => ok(r.p.surname)).length / rows.length;
    const sfWong = persons.filter((r) => (r.collection === 'caseFiles' || r.collection === 'directories') && r.p.name_zh?.startsWith('黃'));
    expect(sfWong.length).toBeGreaterThan(20);
    expect(share(sfWong, (s) => s === 'Wong')).toBeGreaterThan(0.85);
    const hokkienCounties = /Lam Ann|Nan An|Chin Kang|Chinkang|Ann Khoe|Anchi/;
    const sgNg = persons.filter((r) => r.collection === 'burials' && r.p.name_zh?.startsWith('黃') && hokkienCounties.test(r.p.birth_place ?? ''));
    expect(sgNg.length).toBeGreaterThan(5);
    expect(share(sgNg, (s) => ['Ng', 'Ooi', 'Oei', 'Wee', 'Uy'].includes(s))).toBeGreaterThan(0.85);
    const sgTan = persons.filter((r) => r.collection === 'burials' && r.p.name_zh?.startsWith('陳') && hokkienCounties.test(r.p.birth_place ?? ''));
    expect(share(sgTan, (s) => s === 'Tan')).toBeGreaterThan(0.85);
  });

  it('carries the noise of real records: swapped name order, "Ah" names, heaped ages, missing Chinese names', () => {
    const withZh = persons.filter((r) => r.p.name_zh);
    const swapped = withZh.filter((r) => !spellingsOf(r.p.name_zh![0]!).has(r.p.surname.toLowerCase()));
    expect(swapped.length / withZh.length).toBeGreaterThan(0.003);
    expect(swapped.length / withZh.length).toBeLessThan(0.08);
    expect(persons.filter((r) => r.p.first_name.startsWith('Ah ')).length / persons.length).toBeGreaterThan(0.05);
    const adults = persons.filter((r) => r.collection === 'census' && r.p.age !== null && r.p.age >= 20);
    expect(adults.filter((r) => r.p.age! % 5 === 0).length / adults.length).toBeGreaterThan(0.3);
    const caseFiles = persons.filter((r) => r.collection === 'caseFiles' && r.p.role === 'principal');
    const missing = caseFiles.filter((r) => !r.p.name_zh).length / caseFiles.length;
    expect(missing).toBeGreaterThan(0.1);
    expect(missing).toBeLessThan(0.4);
  });

  it('follows families across records: an arrival in San Francisco recurs in a case file and in censuses', () => {
    const byIdentity = new Map<string, Set<string>>();
    for (const r of persons) if (r.p.identity) byIdentity.set(r.p.identity, (byIdentity.get(r.p.identity) ?? new Set()).add(r.collection));
    const arrived = [...byIdentity.values()].filter((c) => c.has('arrivals'));
    expect(arrived.filter((c) => c.size >= 2).length / arrived.length).toBeGreaterThan(0.8);
    expect(arrived.filter((c) => c.has('census')).length / arrived.length).toBeGreaterThan(0.3);
    // Fathers named in case files stayed in the village: they appear in no arrival list.
    const fathers = new Set(persons.filter((r) => r.p.role === 'father' && r.collection === 'caseFiles').map((r) => r.p.identity));
    expect(persons.some((r) => r.collection === 'arrivals' && fathers.has(r.p.identity))).toBe(false);
  });

  it('includes the demo tree\'s emigrants, under the Wong spelling of their clan', () => {
    const demo = persons.filter((r) => r.p.identity?.startsWith('demo:'));
    expect(demo.length).toBeGreaterThan(10);
    const heads = demo.filter((r) => r.p.role === 'head' || r.p.role === 'deceased' || r.p.role === 'principal');
    expect(heads.filter((r) => r.p.surname === 'Wong').length / heads.length).toBeGreaterThan(0.7);
  });
});
