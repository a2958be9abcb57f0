/**
 * Deterministic family-tree generator for tests, benchmarks and priming a pool thread's drawing code
 * (primeCode.ts): a sample clan descended from one founder couple, with bilingual names, dates, places,
 * second marriages, adoptions, cousin marriages and in-laws.
 * The same {persons, seed} always gives the same graph, so benchmark numbers compare across runs.
 */
import type { DateValue, FirstNameItem, SurnameItem } from '../../protocol/person';
import type { GraphCouple, GraphParenthood, GraphPerson, TreeGraph } from './graph';
import { mulberry32 } from '../lib/random';

export interface GenerateTreeOptions {
  persons: number;
  seed?: number;
}


const SURNAMES: [string, string][] = [
  ['黄', 'Wong'], ['陈', 'Chan'], ['李', 'Lee'], ['张', 'Cheung'], ['林', 'Lam'], ['伍', 'Ng'], ['梁', 'Leung'],
  ['余', 'Yee'], ['刘', 'Lau'], ['谭', 'Tam'], ['关', 'Kwan'], ['雷', 'Lui'], ['邝', 'Kwong'], ['甄', 'Yan'],
];
const MALE_SYLLABLES: [string, string][] = [
  ['国', 'Kwok'], ['荣', 'Wing'], ['永', 'Wing'], ['胜', 'Sing'], ['伟', 'Wai'], ['明', 'Ming'], ['华', 'Wah'],
  ['德', 'Tak'], ['文', 'Man'], ['志', 'Chi'], ['家', 'Ka'], ['健', 'Kin'], ['强', 'Keung'], ['耀', 'Yiu'],
  ['光', 'Kwong'], ['祖', 'Cho'], ['炳', 'Bing'], ['锦', 'Kam'], ['泰', 'Tai'], ['汉', 'Hon'],
];
const FEMALE_SYLLABLES: [string, string][] = [
  ['美', 'Mei'], ['玲', 'Ling'], ['秀', 'Sau'], ['英', 'Ying'], ['兰', 'Lan'], ['芳', 'Fong'], ['宝', 'Po'],
  ['月', 'Yuet'], ['凤', 'Fung'], ['丽', 'Lai'], ['爱', 'Oi'], ['珍', 'Chun'], ['慧', 'Wai'], ['碧', 'Bik'],
  ['金', 'Kam'], ['彩', 'Choi'], ['燕', 'Yin'], ['翠', 'Chui'], ['莲', 'Lin'], ['琼', 'King'],
];
const ENGLISH_MALE = ['Henry', 'George', 'Albert', 'Thomas', 'David', 'Kenneth', 'Raymond', 'Peter', 'Michael', 'Jason'];
const ENGLISH_FEMALE = ['Mary', 'Rose', 'Helen', 'Dorothy', 'Alice', 'Grace', 'Margaret', 'Linda', 'Jennifer', 'Amy'];
const PLACES = [
  '台山冲蒌', '台山斗山', '台山端芬', '台山白沙', '开平赤坎', '新会会城', 'Guangzhou', 'Hong Kong',
  'San Francisco', 'Singapore', 'Vancouver', 'Sacramento', 'Victoria', 'Kuala Lumpur',
];

const GENERATION_YEARS = 27;
const LIVING_AFTER = 1935;

interface Blood {
  index: number;
  /** Index of the parents' couple, so cousins are told apart from siblings. */
  family: number;
  surname: number;
  married: boolean;
}

/** Builds a clan of exactly `persons` people; takes about 0.5 µs of setup per person plus object creation. */
export function generateTree({ persons: target, seed = 1 }: GenerateTreeOptions): TreeGraph {
  const random = mulberry32(seed);
  // Older founders for bigger clans, so the youngest generation is born around the present day.
  const FOUNDER_BIRTH = Math.round(1995 - GENERATION_YEARS * (1.6 + Math.log(Math.max(target, 2)) / Math.log(1.75)));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const persons: GraphPerson[] = [];
  const couples: GraphCouple[] = [];
  const parenthoods: GraphParenthood[] = [];
  const birthYear: number[] = [];

  const date = (year: number, exact: boolean): DateValue => {
    const roll = random();
    const approx = !exact && roll < 0.12;
    return {
      day: exact && roll > 0.5 ? 1 + Math.floor(random() * 28) : null,
      month: exact && roll > 0.3 ? 1 + Math.floor(random() * 12) : null,
      year,
      approximation_years: approx ? (roll < 0.04 ? 10 : 5) : null,
      approximation_type: approx ? (roll < 0.02 ? 1 : roll < 0.04 ? 2 : 0) : null,
      text_value: null,
      cn_date: null,
    };
  };

  const addPerson = (gender: 'm' | 'f', surname: number, year: number): number => {
    const index = persons.length;
    const syllables = gender === 'm' ? MALE_SYLLABLES : FEMALE_SYLLABLES;
    const a = pick(syllables);
    const b = pick(syllables);
    const [surnameZh, surnameEn] = SURNAMES[surname];
    const first_names: FirstNameItem[] = [
      { type: 'given', value: a[0] + b[0] },
      { type: 'given', value: `${a[1]}-${b[1].toLowerCase()}` },
    ];
    if (year > 1900 && random() < 0.4) {
      first_names.push({ type: 'other_name', value: pick(gender === 'm' ? ENGLISH_MALE : ENGLISH_FEMALE) });
    }
    const surnames: SurnameItem[] = [
      { type: 'birth', value: surnameZh },
      { type: 'birth', value: surnameEn },
    ];
    const deceased = year < LIVING_AFTER || random() < 0.1;
    const deathYear = year + 45 + Math.floor(random() * 45);
    const old = year < 1880;
    persons.push({
      id: `P${index + 1}`,
      first_names,
      surnames,
      gender,
      birth_date: date(year, !old),
      birth_location: year < 1900 ? pick(PLACES.slice(0, 6)) : pick(PLACES),
      death_date: deceased ? date(Math.min(deathYear, 2025), !old) : null,
      death_location: deceased ? pick(PLACES) : null,
      is_deceased: deceased,
      facts: [],
      notes: null,
      residence_location: [],
      photo_url: random() < 0.05 ? `/media/photos/P${index + 1}.jpg` : null,
    });
    birthYear.push(year);
    return index;
  };

  const marry = (husband: number, wife: number): void => {
    const year = Math.max(birthYear[husband], birthYear[wife]) + 20 + Math.floor(random() * 8);
    couples.push({
      id: `C${couples.length + 1}`,
      person1_id: persons[husband].id,
      person2_id: persons[wife].id,
      marriage_place: pick(PLACES),
      marriage_date: date(year, year > 1880),
      is_divorced: false,
      divorce_place: null,
      divorce_date: null,
    });
  };

  const childOf = (child: number, parents: number[], kind: GraphParenthood['kind']): void => {
    for (const parent of parents) parenthoods.push({ parent_id: persons[parent].id, child_id: persons[child].id, kind });
  };

  let familyCounter = 0;
  let cousinMarriages = 0;
  if (target <= 0) return { persons, couples, parenthoods };
  const founder = addPerson('m', 0, FOUNDER_BIRTH);
  let generation: Blood[] = [{ index: founder, family: -1, surname: 0, married: false }];
  if (target >= 2) {
    const wife = addPerson('f', 1 + Math.floor(random() * (SURNAMES.length - 1)), FOUNDER_BIRTH + 3);
    marry(founder, wife);
    generation[0].married = true;
    for (let g = 0; persons.length < target && generation.length > 0; g++) {
      generation = nextGeneration(generation, wife, g);
    }
  }
  return { persons, couples, parenthoods };

  function nextGeneration(current: Blood[], founderWife: number, g: number): Blood[] {
    const next: Blood[] = [];
    // Unmarried blood relatives of this generation, so a few can marry a cousin instead of an outsider.
    const unmarried = current.filter((b) => !b.married);
    let cousinCursor = Math.floor(unmarried.length / 2);
    for (const blood of current) {
      if (persons.length >= target) break;
      const me = blood.index;
      const male = persons[me].gender === 'm';
      const families: number[][] = [];
      if (g === 0 && me === founder) {
        families.push([me, founderWife]);
      } else if (!blood.married) {
        if (random() < 0.22) continue;
        let spouse = -1;
        // Every clan of some size gets at least one cousin marriage, bigger ones about 1.5% of marriages.
        if (random() < (cousinMarriages === 0 && g >= 2 ? 0.2 : 0.015) && unmarried.length > 6) {
          for (let tries = 0; tries < 8; tries++) {
            const other = unmarried[cousinCursor++ % unmarried.length];
            if (!other.married && other.family !== blood.family && persons[other.index].gender !== persons[me].gender) {
              other.married = true;
              cousinMarriages++;
              spouse = other.index;
              break;
            }
          }
        }
        if (spouse < 0) {
          if (persons.length >= target) break;
          spouse = addPerson(male ? 'f' : 'm', Math.floor(random() * SURNAMES.length), birthYear[me] + Math.floor(random() * 7) - 3);
        }
        blood.married = true;
        marry(male ? me : spouse, male ? spouse : me);
        families.push(male ? [me, spouse] : [spouse, me]);
        if (random() < 0.05 && persons.length < target) {
          const second = addPerson(male ? 'f' : 'm', Math.floor(random() * SURNAMES.length), birthYear[me] + 4);
          marry(male ? me : second, male ? second : me);
          families.push(male ? [me, second] : [second, me]);
        }
      } else {
        continue;
      }
      for (const [husband, wife] of families) {
        const family = familyCounter++;
        const count = childCount();
        let year = Math.max(birthYear[husband], birthYear[wife]) + GENERATION_YEARS - 4;
        const surname = husband === me ? blood.surname : surnameOf(husband);
        for (let c = 0; c < count && persons.length < target; c++) {
          year += 1 + Math.floor(random() * 3);
          const adopted = random() < 0.01;
          const child = addPerson(random() < 0.5 ? 'm' : 'f', surname, year);
          childOf(child, [husband, wife], adopted ? 'adopted' : 'birth');
          next.push({ index: child, family, surname, married: false });
        }
      }
    }
    return next;
  }

  function surnameOf(index: number): number {
    const zh = persons[index].surnames[0].value;
    return SURNAMES.findIndex((s) => s[0] === zh);
  }

  function childCount(): number {
    const r = random();
    return r < 0.33 ? 1 : r < 0.66 ? 2 : r < 0.84 ? 3 : r < 0.93 ? 4 : r < 0.97 ? 5 : 6;
  }
}
