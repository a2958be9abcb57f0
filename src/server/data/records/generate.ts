/**
 * The sample record corpora: family after family (population.ts), each life turned into the records a
 * real archive would hold of it — a passenger list entry and an exclusion case file on arrival in San
 * Francisco, census households every ten years, a district association roll, a head tax entry in
 * British Columbia, births and deaths in Hong Kong, a burial in Singapore — each entry written the way
 * that place's clerk wrote names and ages (clerk.ts). Deterministic: the same seed and size give the
 * same lines, in the layout a real collection file uses (layout.ts).
 */
import { mulberry32 } from '../../lib/random';
import { enteredName, spellSurname, statedAge, type Random } from './clerk';
import { SAMPLE_COLLECTIONS, type SampleCollection, type SampleCollectionKey } from './collections';
import type { CollectionLine, RecordEvent, RecordLine, RecordPerson, SourceLine } from './layout';
import { originName, type Origin } from './origins';
import { Population, type Family, type Person } from './population';

export interface CorpusLine {
  collection: SampleCollectionKey;
  line: CollectionLine | SourceLine | RecordLine;
}

export interface CorpusOptions {
  /** How many records to make (the last family may add a few more). */
  records: number;
  seed?: number;
  /** Take the demo tree's emigrants in (on unless false). */
  includeDemo?: boolean;
}

export const DEFAULT_SEED = 18821943;

const US_CITIES = ['San Francisco, California', 'San Francisco, California', 'San Francisco, California', 'Oakland, California', 'Sacramento, California', 'Stockton, California', 'Fresno, California', 'Los Angeles, California', 'Portland, Oregon', 'Seattle, Washington', 'New York, New York', 'Chicago, Illinois'];
/** Chinatown streets by city; other towns get a street of their own main grid. */
const STREETS: Record<string, readonly string[]> = {
  'San Francisco': ['Dupont Street', 'Grant Avenue', 'Sacramento Street', 'Jackson Street', 'Washington Street', 'Clay Street', 'Stockton Street', 'Waverly Place'],
  Oakland: ['Webster Street', 'Harrison Street', '8th Street'],
  Sacramento: ['I Street', 'J Street', '3rd Street'],
  'New York': ['Mott Street', 'Pell Street', 'Doyers Street'],
  Vancouver: ['Pender Street', 'Carrall Street', 'Shanghai Alley'],
  Victoria: ['Fisgard Street', 'Cormorant Street', 'Government Street'],
};
const OTHER_STREETS = ['Main Street', 'Front Street', '2nd Street', 'Market Street'];
const SHIPS = ['City of Peking', 'City of Tokio', 'City of Rio de Janeiro', 'Belgic', 'Gaelic', 'Coptic', 'Oceanic', 'China', 'Mongolia', 'Korea', 'Siberia', 'Manchuria', 'Nile', 'President Lincoln', 'President Cleveland'];
const MEN_WORK = ['laborer', 'laundryman', 'cook', 'merchant', 'farm laborer', 'cannery hand', 'cigar maker', 'grocer', 'restaurant keeper', 'servant', 'tailor', 'herbalist', 'fisherman'];
const SG_WORK = ['coolie', 'trader', 'shopkeeper', 'carpenter', 'rickshaw puller', 'goldsmith', 'clerk', 'tin miner', 'planter', 'hawker'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function cemetery(origin: Origin, year: number): string {
  if (year >= 1922) return 'Bukit Brown Cemetery, Singapore';
  if (origin.givenDialect === 'cantonese') return 'Peck San Theng, Singapore';
  return origin.surnameDialect === 'teochew' ? 'Teochew burial ground, Singapore' : 'Heng San Teng, Singapore';
}

const sexWord = (sex: 'm' | 'f') => (sex === 'm' ? 'Male' : 'Female');

/** Builds the record lines of one corpus; `emit` receives each line in file order per collection. */
class CorpusWriter {
  private readonly counters = new Map<string, number>();
  private readonly sourceEntries = new Map<string, number>();
  records = 0;

  constructor(
    private readonly random: Random,
    private readonly emit: (line: CorpusLine) => void,
  ) {}

  private source(key: SampleCollectionKey, id: string, title: string, year: number | null, place: string | null): { id: string; image: number } {
    const c = SAMPLE_COLLECTIONS[key] as SampleCollection;
    const seen = this.sourceEntries.get(id);
    if (seen === undefined) this.emit({ collection: key, line: { kind: 'source', id, title, source_type: c.sourceType, year, place, image_count: null } });
    const index = seen ?? 0;
    this.sourceEntries.set(id, index + 1);
    return { id, image: Math.floor(index / c.perPage) + 1 };
  }

  private code(key: SampleCollectionKey): string {
    const c = SAMPLE_COLLECTIONS[key] as SampleCollection;
    const n = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, n);
    return `${c.prefix}-${String(n).padStart(7, '0')}`;
  }

  /** One person as a record states them; `age` at the event when the record gives it. */
  person(key: SampleCollectionKey, family: Family, p: Person, role: RecordPerson['role'], at: number | null, extra: Partial<RecordPerson> = {}): RecordPerson {
    const c = SAMPLE_COLLECTIONS[key] as SampleCollection;
    const r = this.random;
    const surname = spellSurname(p.surname, family.origin.surnameDialect, r);
    const name = enteredName(surname, p.given, p.familiar, c.habits, r);
    const first_name = p.english && r() < 0.5 ? `${p.english} ${name.first_name}` : name.first_name;
    const age = at === null ? null : statedAge(Math.max(0, at - p.birthYear), c.habits, r);
    return {
      role,
      surname: name.surname,
      first_name,
      name_zh: null,
      gender: p.sex,
      age,
      birth_year: at !== null && age !== null ? at - age : null,
      birth_year_approx: at !== null ? 2 : 0,
      birth_place: null,
      death_year: null,
      residence: null,
      occupation: null,
      identity: p.identity,
      ...extra,
    };
  }

  private record(key: SampleCollectionKey, source: { id: string; image: number }, event: RecordEvent, persons: RecordPerson[], transcription: string[]): void {
    this.records++;
    this.emit({ collection: key, line: { kind: 'record', code: this.code(key), source_id: source.id, image_number: source.image, event, persons, transcription: transcription.join('\n') } });
  }

  private date(): { month: number; day: number } {
    return { month: 1 + Math.floor(this.random() * 12), day: 1 + Math.floor(this.random() * 28) };
  }

  private name(p: RecordPerson): string {
    return `${p.surname} ${p.first_name}`.trim();
  }

  private zh(p: Person): string {
    return `${p.surname.traditional}${p.givenZh}`;
  }

  arrival(family: Family, p: Person, year: number): void {
    if (year < 1882 || year > 1940 || year > p.deathYear) return;
    const r = this.random;
    const { month, day } = this.date();
    const ship = SHIPS[Math.floor(r() * SHIPS.length)]!;
    const from = originName(family.origin, year, r());
    const occupation = p.sex === 'm' ? MEN_WORK[Math.floor(r() * MEN_WORK.length)]! : 'wife';
    const person = this.person('arrivals', family, p, 'principal', year, { birth_place: r() < 0.85 ? `${from}, China` : 'China', residence: r() < 0.8 ? from : null, occupation: r() < 0.9 ? occupation : null });
    const source = this.source('arrivals', `sample-sf-arrivals-${year}`, `Passenger lists of vessels arriving at San Francisco, ${year}`, year, 'San Francisco, California');
    this.record('arrivals', source, { type: 'arrival', year, month, day, place: 'San Francisco, California' }, [person], [
      `S.S. ${ship}, from Hong Kong, arrived ${day} ${MONTHS[month - 1]} ${year}`,
      `Name: ${this.name(person)} | Age: ${person.age} | Sex: ${sexWord(p.sex)} | Occupation: ${person.occupation ?? ''} | Last residence: ${person.residence ?? ''}`,
    ]);
  }

  caseFile(family: Family, p: Person, year: number, father: Person, brother: Person | null): void {
    if (year < 1884 || year > 1943 || year > p.deathYear) return;
    const r = this.random;
    const { month, day } = this.date();
    const county = originName(family.origin, year, r());
    const withZh = r() < 0.75;
    const principal = this.person('caseFiles', family, p, 'principal', year, { name_zh: withZh ? this.zh(p) : null, birth_place: `${county}, Kwangtung, China` });
    const persons = [principal, this.person('caseFiles', family, father, 'father', null, { name_zh: withZh && r() < 0.8 ? this.zh(father) : null, residence: r() < 0.5 ? `${county}, China` : null })];
    if (brother && r() < 0.7) persons.push(this.person('caseFiles', family, brother, 'brother', year, { name_zh: withZh ? this.zh(brother) : null }));
    const source = this.source('caseFiles', `sample-exclusion-case-files-${Math.floor(year / 10) * 10}s`, `Case files of Chinese applicants, San Francisco, ${Math.floor(year / 10) * 10}s`, year, 'San Francisco, California');
    this.record('caseFiles', source, { type: 'case-file', year, month, day, place: 'San Francisco, California' }, persons, [
      `In the matter of ${this.name(principal)}${principal.name_zh ? ` (${principal.name_zh})` : ''}, applicant for admission, ${day} ${MONTHS[month - 1]} ${year}`,
      `Age ${principal.age}. Born in ${county}, Kwangtung, China.`,
      ...persons.slice(1).map((x) => `${x.role === 'father' ? 'Father' : 'Brother'}: ${this.name(x)}${x.name_zh ? ` (${x.name_zh})` : ''}${x.age !== null ? `, age ${x.age}` : ''}${x.residence ? `, living in ${x.residence}` : ''}`),
    ]);
  }

  headTax(family: Family, p: Person, year: number): void {
    if (year < 1885 || year > 1923 || year > p.deathYear) return;
    const r = this.random;
    const { month, day } = this.date();
    const port = year < 1900 && r() < 0.6 ? 'Victoria, British Columbia' : 'Vancouver, British Columbia';
    const county = originName(family.origin, year, r());
    const tax = year >= 1904 ? 500 : year >= 1900 ? 100 : 50;
    const person = this.person('headTax', family, p, 'principal', year, { birth_place: county, occupation: p.sex === 'm' ? MEN_WORK[Math.floor(r() * MEN_WORK.length)]! : null });
    const source = this.source('headTax', `sample-canada-head-tax-${year}`, `General register of Chinese immigration, ${year}`, year, port);
    this.record('headTax', source, { type: 'head-tax', year, month, day, place: port }, [person], [
      `${this.name(person)} | ${sexWord(p.sex)} | Age ${person.age} | County: ${county} | Arrived ${port.split(',')[0]} ${day} ${MONTHS[month - 1]} ${year} | Head tax $${tax}`,
    ]);
  }

  census(family: Family, year: number, city: string): void {
    const head = family.emigrant;
    if (year < family.arrival || year > head.deathYear || year < 1900 || year > 1940) return;
    const r = this.random;
    const members: [Person, RecordPerson['role']][] = [[head, 'head']];
    if (family.wife && family.wifeArrival !== null && family.wifeArrival <= year && family.wife.deathYear >= year) members.push([family.wife, 'wife']);
    for (const child of family.children) if (child.bornAbroad && child.birthYear <= year && year - child.birthYear < 21 && child.deathYear >= year) members.push([child, child.sex === 'm' ? 'son' : 'daughter']);
    if (family.brother && family.brotherArrival !== null && family.brotherArrival <= year && r() < 0.4) members.push([family.brother, 'lodger']);
    const persons = members.map(([p, role]) =>
      this.person('census', family, p, role, year, {
        birth_place: p.bornAbroad ? city.split(', ')[1]! : 'China',
        occupation: role === 'head' || role === 'lodger' ? MEN_WORK[Math.floor(r() * MEN_WORK.length)]! : null,
        residence: city,
        // A census gives the age (and from 1900 the birth year of some); missing for some entries.
        ...(r() < 0.06 ? { age: null, birth_year: null } : {}),
      }),
    );
    const district = 1 + Math.floor(r() * 40);
    const source = this.source('census', `sample-us-census-${year}-${city.split(',')[0]!.toLowerCase().replace(/\s+/g, '-')}`, `${year} census schedules, ${city}`, year, city);
    this.record('census', source, { type: 'census', year, month: year === 1900 ? 6 : 4, day: 1, place: city }, persons, [
      `${year} census, ${city}, enumeration district ${district}`,
      ...persons.map((x) => `${this.name(x)} | ${x.role} | ${x.gender === 'm' ? 'M' : 'F'} | ${x.age ?? ''} | ${x.birth_place ?? ''} | ${x.occupation ?? ''}`),
    ]);
  }

  directory(family: Family, year: number, city: string): void {
    const p = family.emigrant;
    if (!family.origin.association || year < 1900 || year > 1950 || year < family.arrival || year > p.deathYear) return;
    const r = this.random;
    const streets = STREETS[city] ?? OTHER_STREETS;
    const street = streets[Math.floor(r() * streets.length)]!;
    const address = `${100 + Math.floor(r() * 900)} ${street}, ${city}`;
    const person = this.person('directories', family, p, 'principal', null, { residence: address, occupation: MEN_WORK[Math.floor(r() * MEN_WORK.length)]!, name_zh: r() < 0.6 ? this.zh(p) : null });
    const slug = family.origin.association.split(' (')[0]!.toLowerCase().replace(/[^a-z]+/g, '-');
    const source = this.source('directories', `sample-directory-${slug}-${year}`, `${family.origin.association}, member roll, ${year}`, year, city);
    this.record('directories', source, { type: 'membership', year, month: null, day: null, place: city }, [person], [
      `${family.origin.association} — members, ${year}`,
      `${this.name(person)}${person.name_zh ? ` ${person.name_zh}` : ''} | ${address} | ${person.occupation}`,
    ]);
  }

  hongKongBirth(family: Family, child: Person): void {
    const year = child.birthYear;
    if (year < 1900 || year > 1960 || !family.wife) return;
    const r = this.random;
    const { month, day } = this.date();
    const persons = [
      this.person('hongKong', family, child, 'child', null, { name_zh: this.zh(child), birth_year: year, birth_year_approx: 0, birth_place: 'Hong Kong' }),
      this.person('hongKong', family, family.emigrant, 'father', year, { name_zh: this.zh(family.emigrant), occupation: r() < 0.7 ? MEN_WORK[Math.floor(r() * MEN_WORK.length)]! : null }),
      this.person('hongKong', family, family.wife, 'mother', year, { name_zh: this.zh(family.wife) }),
    ];
    const source = this.source('hongKong', `sample-hong-kong-births-${year}`, `Register of births, Hong Kong, ${year}`, year, 'Hong Kong');
    this.record('hongKong', source, { type: 'birth', year, month, day, place: 'Hong Kong' }, persons, [
      `Birth registered ${day} ${MONTHS[month - 1]} ${year}, Victoria, Hong Kong`,
      `Child: ${this.name(persons[0]!)} ${persons[0]!.name_zh} | ${sexWord(child.sex)}`,
      `Father: ${this.name(persons[1]!)} ${persons[1]!.name_zh} | Mother: ${this.name(persons[2]!)} ${persons[2]!.name_zh}`,
    ]);
  }

  hongKongDeath(family: Family, p: Person): void {
    const year = p.deathYear;
    if (year < 1900 || year > 1960) return;
    const r = this.random;
    const { month, day } = this.date();
    const informant = family.children.find((c) => c.sex === 'm' && year - c.birthYear >= 18 && c.deathYear > year);
    const persons = [this.person('hongKong', family, p, 'deceased', year, { name_zh: this.zh(p), death_year: year, birth_place: r() < 0.7 ? `${originName(family.origin, year, r())}, China` : null })];
    if (informant) persons.push(this.person('hongKong', family, informant, 'informant', null, { name_zh: this.zh(informant) }));
    const source = this.source('hongKong', `sample-hong-kong-deaths-${year}`, `Register of deaths, Hong Kong, ${year}`, year, 'Hong Kong');
    this.record('hongKong', source, { type: 'death', year, month, day, place: 'Hong Kong' }, persons, [
      `Death registered ${day} ${MONTHS[month - 1]} ${year}, Hong Kong`,
      `Deceased: ${this.name(persons[0]!)} ${persons[0]!.name_zh} | ${sexWord(p.sex)} | Age ${persons[0]!.age} | Native of ${persons[0]!.birth_place ?? 'China'}`,
      ...(persons[1] ? [`Informant: ${this.name(persons[1])} ${persons[1].name_zh}, son`] : []),
    ]);
  }

  burial(family: Family, p: Person): void {
    const year = p.deathYear;
    if (year < 1880 || year > 1970) return;
    const r = this.random;
    const { month, day } = this.date();
    const place = cemetery(family.origin, year);
    const county = originName(family.origin, year, r());
    const person = this.person('burials', family, p, 'deceased', year, {
      name_zh: r() < 0.85 ? this.zh(p) : null,
      death_year: year,
      birth_place: r() < 0.8 ? county : null,
      occupation: p.sex === 'm' && r() < 0.5 ? SG_WORK[Math.floor(r() * SG_WORK.length)]! : null,
    });
    const source = this.source('burials', `sample-singapore-burials-${place.split(',')[0]!.toLowerCase().replace(/[^a-z]+/g, '-')}-${Math.floor(year / 10) * 10}s`, `Burial register, ${place}, ${Math.floor(year / 10) * 10}s`, year, place);
    this.record('burials', source, { type: 'burial', year, month, day, place }, [person], [
      `${place} — burial ${day} ${MONTHS[month - 1]} ${year}`,
      `${this.name(person)}${person.name_zh ? ` ${person.name_zh}` : ''} | ${sexWord(p.sex)} | Age ${person.age} | Native of ${person.birth_place ?? '—'}${person.occupation ? ` | ${person.occupation}` : ''}`,
    ]);
  }

  /** Every record of one family's life, by where it went. */
  family(family: Family): void {
    const r = this.random;
    const e = family.emigrant;
    switch (family.destination) {
      case 'sf': {
        const city = US_CITIES[Math.floor(r() * US_CITIES.length)]!;
        this.arrival(family, e, family.arrival);
        this.caseFile(family, e, family.arrival, family.father, family.brother);
        if (family.wife && family.wifeArrival !== null) {
          this.arrival(family, family.wife, family.wifeArrival);
          if (r() < 0.6) this.caseFile(family, family.wife, family.wifeArrival, family.father, null);
        }
        if (family.brother && family.brotherArrival !== null) {
          this.arrival(family, family.brother, family.brotherArrival);
          this.caseFile(family, family.brother, family.brotherArrival, family.father, e);
        }
        for (let year = 1900; year <= 1940; year += 10) this.census(family, year, city);
        for (let year = 1900 + Math.floor(r() * 15); year <= 1950; year += 18 + Math.floor(r() * 20)) this.directory(family, year, city.split(',')[0]!);
        break;
      }
      case 'vancouver': {
        this.headTax(family, e, family.arrival);
        if (family.wife && family.wifeArrival !== null) this.headTax(family, family.wife, family.wifeArrival);
        if (family.brother && family.brotherArrival !== null) this.headTax(family, family.brother, family.brotherArrival);
        const city = r() < 0.6 ? 'Vancouver' : 'Victoria';
        for (let year = 1900 + Math.floor(r() * 15); year <= 1950; year += 18 + Math.floor(r() * 20)) this.directory(family, year, city);
        break;
      }
      case 'hk': {
        for (const child of family.children) if (child.bornAbroad) this.hongKongBirth(family, child);
        this.hongKongDeath(family, e);
        if (family.wife && family.wifeArrival !== null) this.hongKongDeath(family, family.wife);
        break;
      }
      case 'sg': {
        this.burial(family, e);
        if (family.wife && family.wifeArrival !== null) this.burial(family, family.wife);
        for (const child of family.children) if (child.bornAbroad && r() < 0.5) this.burial(family, child);
        if (family.brother && family.brotherArrival !== null) this.burial(family, family.brother);
        break;
      }
    }
  }
}

/** The corpus, line by line: each collection's header first, then sources and records as they are made. */
export function* sampleCorpus(options: CorpusOptions): Generator<CorpusLine> {
  const seed = options.seed ?? DEFAULT_SEED;
  const population = new Population(mulberry32(seed), { includeDemo: options.includeDemo });
  const queue: CorpusLine[] = [];
  const writer = new CorpusWriter(mulberry32(seed + 1), (line) => queue.push(line));
  for (const key of Object.keys(SAMPLE_COLLECTIONS) as SampleCollectionKey[]) yield { collection: key, line: SAMPLE_COLLECTIONS[key].line };
  while (writer.records < options.records) {
    writer.family(population.next());
    yield* queue.splice(0);
  }
}
