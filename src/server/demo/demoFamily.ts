/**
 * The demo family: a fictional Wong (黄) clan of Sai Kai village (西溪村, invented) in Taishan (台山),
 * eight generations from about 1745, some of whom left for San Francisco and Singapore around 1870.
 * Built from a seeded generator so every database gets the same tree. Pure: no I/O.
 */
import type { DateValue, FirstNameItem, SurnameItem } from '../../protocol/person';
import type { GraphCouple, GraphParenthood, GraphPerson, TreeGraph } from '../tree/graph';
import { mulberry32 } from '../lib/random';


type Branch = 'village' | 'sf' | 'sg';

const CLAN_SURNAME: Surname = { zh: '黄', en: 'Wong' };
const VILLAGE = 'Sai Kai village (西溪村, fictional), Taishan (台山), Guangdong';
const PLACES: Record<Branch, string> = { village: VILLAGE, sf: 'San Francisco, California', sg: 'Singapore' };

/** The clan's generation poem (字辈): the first character of each generation's given names. */
const GENERATION_CHARS: [string, string][] = [
  ['德', 'Tak'], ['光', 'Kwong'], ['国', 'Kwok'], ['家', 'Ka'], ['永', 'Wing'], ['世', 'Sai'], ['昌', 'Cheong'], ['荣', 'Wing'],
];
/** The poem's characters, first generation first: they name the generations of the Wong line and no one else. */
export const GENERATION_POEM = GENERATION_CHARS.map(([c]) => c);
const MALE: [string, string][] = [
  ['明', 'Ming'], ['华', 'Wah'], ['文', 'Man'], ['强', 'Keung'], ['耀', 'Yiu'], ['泰', 'Tai'], ['汉', 'Hon'], ['基', 'Kei'],
  ['安', 'On'], ['宁', 'Ning'], ['发', 'Fat'], ['成', 'Shing'], ['祥', 'Cheung'], ['伟', 'Wai'], ['炳', 'Bing'], ['锦', 'Kam'],
];
const FEMALE: [string, string][] = [
  ['美', 'Mei'], ['玲', 'Ling'], ['秀', 'Sau'], ['英', 'Ying'], ['兰', 'Lan'], ['芳', 'Fong'], ['月', 'Yuet'], ['凤', 'Fung'],
  ['丽', 'Lai'], ['珍', 'Chun'], ['碧', 'Bik'], ['燕', 'Yin'], ['翠', 'Chui'], ['莲', 'Lin'], ['琼', 'King'], ['好', 'Ho'],
];
const ENGLISH_MALE = ['Henry', 'George', 'Albert', 'Thomas', 'Walter', 'Frank', 'Edward', 'Samuel', 'Arthur', 'James'];
const ENGLISH_FEMALE = ['Rose', 'Grace', 'Ruth', 'Helen', 'Alice', 'Florence', 'Dorothy', 'Edna', 'Lily', 'Mabel'];
/** In-law surnames with the spelling each place used. */
const IN_LAWS: { zh: string; village: string; sf: string; sg: string }[] = [
  { zh: '陈', village: 'Chan', sf: 'Chan', sg: 'Tan' },
  { zh: '李', village: 'Lee', sf: 'Lee', sg: 'Lee' },
  { zh: '伍', village: 'Ng', sf: 'Ng', sg: 'Ng' },
  { zh: '余', village: 'Yee', sf: 'Yee', sg: 'Yee' },
  { zh: '谭', village: 'Tam', sf: 'Tom', sg: 'Tham' },
  { zh: '关', village: 'Kwan', sf: 'Quan', sg: 'Kwan' },
  { zh: '雷', village: 'Lui', sf: 'Louie', sg: 'Lui' },
  { zh: '甄', village: 'Yan', sf: 'Gin', sg: 'Yan' },
  { zh: '林', village: 'Lam', sf: 'Lum', sg: 'Lim' },
  { zh: '梁', village: 'Leung', sf: 'Leong', sg: 'Neo' },
];

/** Blood descendants per generation: enough for about 300 persons with spouses. */
const GENERATION_SIZES = [1, 3, 6, 12, 22, 34, 48, 60];
const FIRST_BIRTH = 1745;
const GENERATION_YEARS = 26;

/**
 * clan: the founder and the children of its men, who bear 黄; descendant: a child of a Wong daughter, who
 * bears the surname of her husband; in-law: married in.
 */
type Kin = 'clan' | 'descendant' | 'in-law';

interface Meta {
  gen: number;
  branch: Branch;
  kin: Kin;
  year: number;
}

interface Surname {
  zh: string;
  en: string;
}

interface Family {
  father: string;
  mother: string;
  branch: Branch;
  year: number;
  /** The father's, in both scripts: every child of the family bears it. */
  surname: Surname;
  clan: boolean;
}

export interface DemoFamily extends TreeGraph {
  homePersonId: string;
  /** Ids worth pointing at in tests and tours. */
  notable: { adoptedChild: string; cousinCouple: string; twoWives: string[] };
}

function date(year: number, approx: number | null, cn: string | null = null): DateValue {
  return { day: null, month: null, year, approximation_years: approx, approximation_type: null, text_value: null, cn_date: cn };
}

/** 乾隆 1736-1795, 嘉庆 1796-1820, 道光 1821-1850: reign years for the village-born early generations. */
function reignText(year: number): string | null {
  const reigns: [string, number, number][] = [['乾隆', 1736, 1795], ['嘉庆', 1796, 1820], ['道光', 1821, 1850], ['咸丰', 1851, 1861], ['同治', 1862, 1874]];
  const r = reigns.find(([, from, to]) => year >= from && year <= to);
  if (!r) return null;
  const n = year - r[1] + 1;
  const digits = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
  const num = n === 1 ? '元' : n < 10 ? digits[n] : n < 20 ? `十${digits[n % 10]}` : `${digits[Math.floor(n / 10)]}十${digits[n % 10]}`;
  return `${r[0]}${num}年`;
}

export function demoFamilyGraph(seed = 19081906): DemoFamily {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  // Names outside the poem draw from a stream of their own, so that naming them leaves the family's shape alone.
  const nameRandom = mulberry32(seed + 1);
  const pickName = <T>(list: readonly T[]): T => list[Math.floor(nameRandom() * list.length)];
  const persons: GraphPerson[] = [];
  const couples: GraphCouple[] = [];
  const parenthoods: GraphParenthood[] = [];
  const meta = new Map<string, Meta>();

  const add = (p: Omit<GraphPerson, 'id'>, m: Meta): string => {
    const id = `D${persons.length + 1}`;
    persons.push({ id, ...p });
    meta.set(id, m);
    return id;
  };

  const vital = (gen: number, year: number, branch: Branch, sex: 'm' | 'f') => {
    const early = gen <= 4;
    const approx = early ? 5 : gen <= 6 ? 2 : null;
    // The youngest generation is born around 1927: those born after 1926 without a death record are the living.
    const dies = gen < 8 || random() < 0.7;
    const deathYear = Math.min(year + 48 + Math.floor(random() * 40), 2024);
    const birthPlace = PLACES[branch];
    return {
      birth_date: date(year, approx, branch === 'village' && early ? reignText(year) : null),
      birth_location: birthPlace,
      death_date: dies ? date(deathYear, early ? 5 : null) : null,
      death_location: dies ? (branch === 'village' || random() < 0.2 ? VILLAGE : birthPlace) : null,
      is_deceased: dies,
      gender: sex,
    } as const;
  };

  const names = (gen: number, sex: 'm' | 'f', branch: Branch, surname: Surname, kin: Kin) => {
    const [gc, ge] = GENERATION_CHARS[gen - 1];
    const [c2, e2] = pick(sex === 'm' ? MALE : FEMALE);
    // The Wong line's sons carry its generation character; daughters' names are free, and men of other
    // surnames (husbands, a daughter's sons) follow their own clans' poems, which the demo does not know.
    const [c1, e1] = sex === 'f' ? pick(FEMALE) : kin === 'clan' ? [gc, ge] : pickName(MALE.filter(([c]) => c !== c2));
    const zhGiven = c1 + c2;
    const enGiven = sex === 'm' ? `${e1}-${e2.toLowerCase()}` : e2;
    const first_names: FirstNameItem[] = [{ type: 'given', value: zhGiven }];
    if (branch === 'sf' && gen >= 6) first_names.push({ type: 'given', value: pick(sex === 'm' ? ENGLISH_MALE : ENGLISH_FEMALE) });
    first_names.push({ type: branch === 'sf' && gen >= 6 ? 'other_name' : 'given', value: enGiven });
    if (kin === 'clan' && sex === 'm' && gen <= 5) first_names.push({ type: 'generation', value: gc });
    const surnames: SurnameItem[] = [{ type: 'birth', value: surname.zh }, { type: 'birth', value: surname.en }];
    return { first_names, surnames };
  };

  const person = (gen: number, sex: 'm' | 'f', branch: Branch, year: number, surname: Surname, kin: Kin, facts: GraphPerson['facts'] = []) =>
    add(
      {
        ...names(gen, sex, branch, surname, kin),
        ...vital(gen, year, branch, sex),
        facts,
        notes: null,
        residence_location: branch === 'village' ? [] : [{ place_id: null, display_text: PLACES[branch], from_year: year, to_year: null }],
      },
      { gen, branch, kin, year },
    );

  const inLawName = (branch: Branch): Surname => {
    const s = pick(IN_LAWS);
    return { zh: s.zh, en: s[branch] };
  };
  const marry = (a: string, b: string, year: number, branch: Branch): string => {
    const id = `C${couples.length + 1}`;
    couples.push({
      id, person1_id: a, person2_id: b, marriage_place: PLACES[branch], marriage_date: date(year, meta.get(a)!.gen <= 4 ? 5 : null),
      is_divorced: false, divorce_place: null, divorce_date: null,
    });
    return id;
  };
  const spouseFor = (id: string): string => {
    const m = meta.get(id)!;
    const p = persons.find((x) => x.id === id)!;
    const sex = p.gender === 'm' ? 'f' : 'm';
    const s = person(m.gen, sex, m.branch, m.year + (sex === 'f' ? 3 : -3), inLawName(m.branch), 'in-law');
    marry(p.gender === 'm' ? id : s, p.gender === 'm' ? s : id, m.year + 22, m.branch);
    return s;
  };

  const surnameOf = (id: string): Surname => {
    const [zh, en] = persons.find((x) => x.id === id)!.surnames;
    return { zh: zh.value, en: en.value };
  };
  const founder = person(1, 'm', 'village', FIRST_BIRTH, CLAN_SURNAME, 'clan', [
    { fact_type: 'occupation', value: 'rice farmer', start_date: null, end_date: null, place_display_text: VILLAGE, cemetery: null, info: [] },
  ]);
  persons[0].notes = 'Founder of the Sai Kai branch. This whole family is fictional, made for the Xungen demo.';
  let generation = [founder];
  const twoWives: string[] = [];
  let adoptedChild = '';
  let cousinCouple = '';
  const familiesOf: Family[][] = [];

  for (let gen = 2; gen <= 8; gen++) {
    // Families that pass the line on: sons always, a few daughters with their husbands' families.
    const families: Family[] = [];
    for (const id of generation) {
      const m = meta.get(id)!;
      // The tree follows the Wong line: a daughter's children are recorded under their father's surname, and
      // their own families belong to his clan's records.
      if (m.kin !== 'clan') continue;
      const p = persons.find((x) => x.id === id)!;
      const isSon = p.gender === 'm';
      if (!isSon && random() > (gen >= 6 ? 0.6 : 0.3)) continue;
      if (random() < 0.08) continue; // never married
      const spouse = spouseFor(id);
      const father = isSon ? id : spouse;
      const mother = isSon ? spouse : id;
      // Children take their father's surname: a Wong daughter's children are of her husband's family.
      const surname = surnameOf(father);
      const clan = meta.get(father)!.kin === 'clan';
      families.push({ father, mother, branch: m.branch, year: m.year, surname, clan });
      // A few men of the middle generations took a second wife after the first died young.
      if (isSon && gen >= 3 && gen <= 6 && twoWives.length < 5 && random() < 0.25) {
        const second = person(m.gen, 'f', m.branch, m.year + 10, inLawName(m.branch), 'in-law');
        marry(id, second, m.year + 35, m.branch);
        twoWives.push(id);
        families.push({ father: id, mother: second, branch: m.branch, year: m.year + 12, surname, clan });
      }
    }
    familiesOf.push(families);
    // One Wong couple overseas stays childless and later adopts a nephew.
    const barren = gen === 7 ? (families.find((f) => f.clan && f.branch === 'sg') ?? families.find((f) => f.clan && f.branch === 'sf')) : undefined;
    const fertile = families.filter((f) => f !== barren);
    const target = GENERATION_SIZES[gen - 1];
    const next: string[] = [];
    for (let i = 0; i < target && fertile.length; i++) {
      const fam = fertile[i % fertile.length];
      const sex = (i < fertile.length ? random() < 0.7 : random() < 0.5) ? 'm' : 'f';
      const year = fam.year + GENERATION_YEARS - 4 + Math.floor(random() * 9);
      // Around 1870 (generation 5) sons leave the village for Gold Mountain (金山) or Nanyang (南洋).
      let branch = fam.branch;
      if (gen === 5 && branch === 'village') branch = random() < 0.4 ? 'sf' : random() < 0.5 ? 'sg' : 'village';
      const facts: GraphPerson['facts'] = [];
      if (gen === 5 && branch !== 'village') {
        facts.push({ fact_type: 'emigration', value: branch === 'sf' ? 'Sailed to San Francisco (金山)' : 'Sailed to Singapore (南洋)', start_date: date(year + 18, 2), end_date: null, place_display_text: PLACES[branch], cemetery: null, info: [] });
      }
      const child = person(gen, sex, gen <= 4 ? fam.branch : branch, year, fam.surname, fam.clan ? 'clan' : 'descendant', facts);
      if (gen === 5 && branch !== fam.branch) meta.get(child)!.branch = branch;
      parenthoods.push({ parent_id: fam.father, child_id: child, kind: 'birth' }, { parent_id: fam.mother, child_id: child, kind: 'birth' });
      next.push(child);
    }
    generation = next;
  }

  // A childless Wong adopts a nephew (过继) to carry the line, as families did: a son of his brother, else of a
  // cousin, so the heir already bears the clan's surname and the generation character of his place in the line.
  const fatherOf = (id: string) => parenthoods.find((l) => l.child_id === id && l.kind === 'birth' && persons.find((x) => x.id === l.parent_id)!.gender === 'm')?.parent_id;
  for (const families of familiesOf.slice(4)) {
    const childless = families.find((fam) => fam.clan && fam.branch !== 'village' && !parenthoods.some((l) => l.parent_id === fam.father));
    if (!childless) continue;
    const gen = meta.get(childless.father)!.gen;
    const grandfather = fatherOf(childless.father);
    const candidates = persons.filter((p) => meta.get(p.id)!.gen === gen + 1 && meta.get(p.id)!.kin === 'clan' && p.gender === 'm');
    const brothersSon = (id: string) => {
      const father = fatherOf(id);
      return father !== undefined && father !== childless.father && fatherOf(father) === grandfather;
    };
    const nephew = candidates.find((p) => brothersSon(p.id)) ?? candidates.find((p) => meta.get(p.id)!.branch === childless.branch);
    if (!nephew) continue;
    parenthoods.push({ parent_id: childless.father, child_id: nephew.id, kind: 'adopted' }, { parent_id: childless.mother, child_id: nephew.id, kind: 'adopted' });
    adoptedChild = nephew.id;
    break;
  }

  // A cousin marriage in the last generation: a Wong son marries a daughter of a Wong daughter (表亲), who bears
  // her father's surname; cousins of one surname (堂亲) did not marry.
  const last = generation;
  const female = (id: string) => persons.find((x) => x.id === id)!.gender === 'f';
  const groom = last.find((id) => !female(id) && meta.get(id)!.kin === 'clan' && !couples.some((c) => c.person1_id === id));
  const bride = groom ? last.find((id) => female(id) && meta.get(id)!.kin === 'descendant') : undefined;
  if (groom && bride) cousinCouple = marry(groom, bride, meta.get(groom)!.year + 24, meta.get(groom)!.branch);
  // One late marriage in San Francisco ended in divorce.
  const sfMan = last.find((id) => meta.get(id)!.branch === 'sf' && persons.find((x) => x.id === id)!.gender === 'm' && id !== groom);
  if (sfMan) {
    const wife = spouseFor(sfMan);
    const c = couples.find((x) => x.person1_id === sfMan && x.person2_id === wife)!;
    c.is_divorced = true;
    c.divorce_date = date(meta.get(sfMan)!.year + 31, null);
    c.divorce_place = PLACES.sf;
  }

  const home = persons.find((p) => meta.get(p.id)!.gen === 7 && meta.get(p.id)!.branch === 'sf' && meta.get(p.id)!.kin === 'clan' && p.gender === 'm') ?? persons[0];
  return { persons, couples, parenthoods, homePersonId: home.id, notable: { adoptedChild, cousinCouple, twoWives } };
}
