/**
 * The people behind the sample corpora: families of emigrants, made one at a time from a seeded stream.
 * A family has an emigrant born between 1850 and 1915 in a home county, the father who stayed in the
 * village, a wife (who may follow), children (born abroad once the wife has come), and sometimes a
 * brother who left too. Each person has one true Chinese name and the spellings of it that the family's
 * dialect gives; the records made from them (generate.ts) write those names as clerks did. The demo
 * tree's emigrants (src/server/demo) are among them, so hints and mentions have true matches to find.
 */
import { SURNAMES, type SurnameEntry } from '../../chinese/surnameTable';
import { demoFamilyGraph } from '../../demo/demoFamily';
import { AH, ENGLISH_GIVEN, GIVEN_CHARS } from './names';
import { ORIGINS, type Destination, type Origin } from './origins';
import type { Random } from './clerk';

export interface Person {
  identity: string;
  sex: 'm' | 'f';
  surname: SurnameEntry;
  /** The Chinese given name and its syllables as the family's dialect spells them. */
  givenZh: string;
  given: string[];
  /** A one-syllable familiar name ("Sing" of 亚胜), written "Ah Sing" by some clerks. */
  familiar: string | null;
  /** An English given name (those born or schooled abroad), written first in some records. */
  english: string | null;
  birthYear: number;
  deathYear: number;
  /** Born abroad (at the destination) rather than in the home county. */
  bornAbroad: boolean;
}

export interface Family {
  id: string;
  origin: Origin;
  destination: Destination;
  emigrant: Person;
  /** The year the emigrant arrived (first arrival). */
  arrival: number;
  father: Person;
  /** Present unless he never married; `wifeArrival` null when she stayed in the village. */
  wife: Person | null;
  wifeArrival: number | null;
  children: Person[];
  brother: Person | null;
  brotherArrival: number | null;
  /** True for a family taken from the demo tree. */
  demo: boolean;
}

function weighted<T>(items: readonly T[], weight: (item: T) => number, random: Random): T {
  const total = items.reduce((n, i) => n + weight(i), 0);
  let r = random() * total;
  for (const item of items) {
    r -= weight(item);
    if (r < 0) return item;
  }
  return items[items.length - 1]!;
}

/** Surnames with a spelling in the dialect, common ones much more often (rank-based weights, not statistics). */
function surnamePool(origin: Origin): SurnameEntry[] {
  return SURNAMES.filter((s) => s.spellings[origin.surnameDialect].length > 0).slice(0, 120);
}

export class Population {
  private readonly random: Random;
  private count = 0;
  private readonly pools = new Map<string, SurnameEntry[]>();
  private readonly demo: Family[];

  constructor(random: Random, options: { includeDemo?: boolean } = {}) {
    this.random = random;
    this.demo = options.includeDemo === false ? [] : demoFamilies();
  }

  /** The demo tree's families first, then generated ones, without end. */
  next(): Family {
    const demo = this.demo.shift();
    if (demo) return demo;
    return this.family();
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  private person(origin: Origin, sex: 'm' | 'f', surname: SurnameEntry, birthYear: number, bornAbroad: boolean, generationChar?: readonly [string, string, ...unknown[]]): Person {
    const chars = GIVEN_CHARS[origin.givenDialect].filter(([, , s]) => s === sex || s === 'a');
    const second = this.pick(chars);
    const first = generationChar ?? this.pick(chars.filter(([c]) => c !== second[0]));
    const single = sex === 'f' && this.random() < 0.35;
    const givenZh = single ? `${AH.zh}${second[0]}` : `${first[0]}${second[0]}`;
    const given = single ? [AH[origin.givenDialect], second[1]] : [first[1], second[1]];
    const english = bornAbroad && this.random() < 0.6 ? this.pick(ENGLISH_GIVEN[sex]) : null;
    const life = 45 + Math.floor(this.random() * 45);
    return {
      identity: `p${++this.count}`,
      sex,
      surname,
      givenZh,
      given,
      familiar: second[1],
      english,
      birthYear,
      deathYear: birthYear + life,
      bornAbroad,
    };
  }

  private family(): Family {
    const random = this.random;
    const origin = weighted(ORIGINS, (o) => o.weight, random);
    let pool = this.pools.get(origin.code);
    if (!pool) this.pools.set(origin.code, (pool = surnamePool(origin)));
    const surname = weighted(pool, (s) => 1 / Math.sqrt(s.priority), random);
    const destination = weighted(Object.keys(origin.destinations) as Destination[], (d) => origin.destinations[d]!, random);
    const born = 1850 + Math.floor(random() * 66);
    const arrival = born + 15 + Math.floor(random() * 16);
    // The sons of one father share a generation character (字辈) in the first place of their names.
    const generation = this.pick(GIVEN_CHARS[origin.givenDialect].filter(([, , s]) => s === 'm'));
    const emigrant = this.person(origin, 'm', surname, born, false, generation);
    const father = this.person(origin, 'm', surname, born - 22 - Math.floor(random() * 12), false);
    const wifeSurname = weighted(pool.filter((s) => s !== surname), (s) => 1 / Math.sqrt(s.priority), random);
    const married = random() < 0.85;
    const wife = married ? this.person(origin, 'f', wifeSurname, born + 1 + Math.floor(random() * 6), false) : null;
    const wifeArrival = wife && random() < (destination === 'sf' ? 0.35 : 0.6) ? Math.max(arrival + 3, born + 24) + Math.floor(random() * 8) : null;
    const children: Person[] = [];
    if (wife) {
      const n = 1 + Math.floor(random() * 5);
      const childGeneration = this.pick(GIVEN_CHARS[origin.givenDialect].filter(([, , s]) => s === 'm'));
      let year = Math.max(born + 22, wifeArrival ?? arrival + 4) + Math.floor(random() * 3);
      for (let i = 0; i < n; i++) {
        const sex = random() < 0.52 ? 'm' : 'f';
        const abroad = wifeArrival !== null && year >= wifeArrival;
        children.push(this.person(origin, sex, surname, year, abroad, sex === 'm' ? childGeneration : undefined));
        year += 1 + Math.floor(random() * 3);
      }
    }
    const hasBrother = random() < 0.3;
    const brother = hasBrother ? this.person(origin, 'm', surname, born + 2 + Math.floor(random() * 6), false, generation) : null;
    const brotherArrival = brother ? brother.birthYear + 16 + Math.floor(random() * 10) : null;
    return { id: `f${this.count}`, origin, destination, emigrant, arrival, father, wife, wifeArrival, children, brother, brotherArrival, demo: false };
  }
}

/** The demo tree's emigrants to San Francisco and Singapore, with their wives and children, as record families. */
function demoFamilies(): Family[] {
  const graph = demoFamilyGraph();
  const taishan = ORIGINS.find((o) => o.code === '440781')!;
  const byId = new Map(graph.persons.map((p) => [p.id, p]));
  const han = /\p{Script=Han}/u;
  const toPerson = (id: string): Person | null => {
    const p = byId.get(id);
    const year = p?.birth_date?.year;
    if (!p || !year) return null;
    const zhSurname = p.surnames.find((s) => han.test(s.value))?.value;
    const entry = SURNAMES.find((s) => s.simplified === zhSurname);
    const givenZh = p.first_names.find((f) => f.type === 'given' && han.test(f.value))?.value;
    // The demo writes the romanised Chinese name as a given name, or as other_name beside an English one.
    const other = p.first_names.find((f) => f.type === 'other_name')?.value;
    const latinGiven = p.first_names.filter((f) => f.type === 'given' && !han.test(f.value)).map((f) => f.value);
    const chineseRoman = other ?? latinGiven[latinGiven.length - 1];
    const english = other ? (latinGiven[0] ?? null) : null;
    if (!entry || !givenZh || !chineseRoman) return null;
    const given = chineseRoman.split('-').map((s) => s.charAt(0).toUpperCase() + s.slice(1));
    const abroad = (p.birth_location ?? '').includes('San Francisco') || p.birth_location === 'Singapore';
    return {
      identity: `demo:${p.id}`.slice(0, 40),
      sex: p.gender === 'f' ? 'f' : 'm',
      surname: entry,
      givenZh,
      given,
      familiar: given[given.length - 1] ?? null,
      english,
      birthYear: year,
      deathYear: p.death_date?.year ?? year + 70,
      bornAbroad: abroad,
    };
  };
  const families: Family[] = [];
  for (const p of graph.persons) {
    const residence = p.residence_location?.[0]?.display_text ?? '';
    const destination: Destination | null = residence.startsWith('San Francisco') ? 'sf' : residence === 'Singapore' ? 'sg' : null;
    const emigrated = p.facts?.some((f) => f.fact_type === 'emigration');
    if (!destination || !emigrated || p.gender !== 'm') continue;
    const emigrant = toPerson(p.id);
    if (!emigrant || emigrant.birthYear < 1840) continue;
    // The demo writes its emigrants' birthplace as where they settled; they were born in the village.
    emigrant.bornAbroad = false;
    const fatherId = graph.parenthoods.find((l) => l.child_id === p.id && byId.get(l.parent_id)?.gender === 'm')?.parent_id;
    const father = fatherId ? toPerson(fatherId) : null;
    if (!father) continue;
    const couple = graph.couples.find((c) => c.person1_id === p.id || c.person2_id === p.id);
    const wifeId = couple ? (couple.person1_id === p.id ? couple.person2_id : couple.person1_id) : null;
    const wife = wifeId ? toPerson(wifeId) : null;
    if (wife) wife.bornAbroad = false;
    const childIds = graph.parenthoods.filter((l) => l.parent_id === p.id).map((l) => l.child_id);
    const children = childIds.map(toPerson).filter((c): c is Person => c !== null).sort((a, b) => a.birthYear - b.birthYear);
    const arrival = emigrant.birthYear + 18;
    const firstAbroad = children.find((c) => c.bornAbroad);
    families.push({
      id: `demo-${families.length + 1}`,
      origin: taishan,
      destination,
      emigrant,
      arrival,
      father,
      wife,
      wifeArrival: wife && firstAbroad ? Math.max(arrival + 2, firstAbroad.birthYear - 1) : null,
      children,
      brother: null,
      brotherArrival: null,
      demo: true,
    });
  }
  return families;
}
