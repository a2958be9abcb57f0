/**
 * A deterministic GEDCOM generator for benchmarks: N persons in families of 1-6 children, bilingual
 * names (English NAME plus a Chinese NAME with its romanisation), dates with ABT and BET, places,
 * and some second marriages. Same seed, same bytes.
 *
 * Run: npx tsx benchmarks/gedcom/generate.ts 100000 7.0 > tree.ged
 */
import { mulberry32 } from '../../src/server/lib/random';


const SURNAMES: [string, string][] = [
  ['Wong', '黄'], ['Chan', '陈'], ['Lee', '李'], ['Cheung', '张'], ['Lau', '刘'], ['Ho', '何'], ['Ng', '吴'], ['Leung', '梁'],
  ['Lam', '林'], ['Tang', '邓'], ['Chow', '周'], ['Yip', '叶'], ['Kwok', '郭'], ['Tse', '谢'], ['Fung', '冯'], ['Lo', '罗'],
];
const MALE: [string, string][] = [
  ['Kwok-Wing', '国荣'], ['Ka-Ming', '嘉明'], ['Chi-Keung', '志强'], ['Wai-Man', '伟文'], ['Kin-Fai', '建辉'], ['Siu-Lung', '少龙'],
  ['Tak-Shing', '德成'], ['Yiu-Wah', '耀华'], ['Hon-Kit', '汉杰'], ['Chun-Kit', '俊杰'],
];
const FEMALE: [string, string][] = [
  ['Mei-Ling', '美玲'], ['Siu-Ying', '小英'], ['Wai-Yee', '慧仪'], ['Ka-Yan', '嘉欣'], ['Suk-Fan', '淑芬'], ['Yuk-Lan', '玉兰'],
  ['Lai-Kuen', '丽娟'], ['Man-Yee', '敏仪'], ['Hoi-Ting', '凯婷'], ['Pui-Shan', '佩珊'],
];
const PLACES = [
  'Taishan, Guangdong, China', 'Kaiping, Guangdong, China', 'Zhongshan, Guangdong, China', 'Hong Kong',
  'Kowloon, Hong Kong', 'San Francisco, California, USA', 'Vancouver, British Columbia, Canada',
  'Sydney, New South Wales, Australia', 'Singapore', 'Penang, Malaysia', 'London, England',
];
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

interface Person {
  xref: string;
  male: boolean;
  surname: [string, string];
  given: [string, string];
  birthYear: number;
  famc: string | null;
  fams: string[];
}

interface Family {
  xref: string;
  husband: string;
  wife: string;
  children: string[];
  year: number;
}

export interface GenerateOptions {
  persons: number;
  version: '5.5.1' | '7.0';
  seed?: number;
}

/** Generates a GEDCOM text with exactly `persons` INDI records. */
export function generateGedcom({ persons: target, version, seed = 20261121 }: GenerateOptions): string {
  const rnd = mulberry32(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(rnd() * list.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const people: Person[] = [];
  const families: Family[] = [];
  const add = (male: boolean, surname: [string, string], birthYear: number, famc: string | null): Person => {
    const p: Person = { xref: `@I${people.length + 1}@`, male, surname, given: pick(male ? MALE : FEMALE), birthYear, famc, fams: [] };
    people.push(p);
    return p;
  };
  const queue: Person[] = [add(true, pick(SURNAMES), 1800, null)];
  let head = 0;
  while (people.length < target && head < queue.length) {
    const p = queue[head++]!;
    const marriages = rnd() < 0.06 ? 2 : 1;
    for (let m = 0; m < marriages && people.length < target; m++) {
      const spouse = add(!p.male, pick(SURNAMES), p.birthYear + int(-5, 5), null);
      const husband = p.male ? p : spouse;
      const wife = p.male ? spouse : p;
      const fam: Family = { xref: `@F${families.length + 1}@`, husband: husband.xref, wife: wife.xref, children: [], year: p.birthYear + int(20, 30) + m * 12 };
      families.push(fam);
      husband.fams.push(fam.xref);
      wife.fams.push(fam.xref);
      const n = int(1, 6);
      for (let k = 0; k < n && people.length < target; k++) {
        const child = add(rnd() < 0.5, husband.surname, fam.year + 1 + k * int(1, 3), fam.xref);
        fam.children.push(child.xref);
        queue.push(child);
      }
    }
  }
  // A chain of marriages can run out of unmarried people before the target: top up with singles.
  while (people.length < target) queue.push(add(rnd() < 0.5, pick(SURNAMES), 1900 + int(0, 100), null));

  const v7 = version === '7.0';
  const out: string[] = ['0 HEAD', '1 GEDC', `2 VERS ${version}`];
  if (!v7) out.push('2 FORM LINEAGE-LINKED', '1 CHAR UTF-8', '1 SUBM @U1@');
  out.push('1 SOUR XUNGEN-BENCH', '2 NAME Xungen benchmark generator');
  if (!v7) out.push('0 @U1@ SUBM', '1 NAME Benchmark');
  const date = (year: number) => {
    const r = rnd();
    if (r < 0.7) return `${int(1, 28)} ${pick(MONTHS)} ${year}`;
    if (r < 0.85) return `ABT ${year}`;
    if (r < 0.95) return `BET ${year - 2} AND ${year + 2}`;
    return String(year);
  };
  for (const p of people) {
    const [sEn, sZh] = p.surname;
    const [gEn, gZh] = p.given;
    out.push(`0 ${p.xref} INDI`, `1 NAME ${gEn} /${sEn}/`, `2 GIVN ${gEn}`, `2 SURN ${sEn}`);
    out.push(`1 NAME /${sZh}/${gZh}`, `2 GIVN ${gZh}`, `2 SURN ${sZh}`);
    if (v7) out.push(`2 TRAN ${gEn} /${sEn}/`, '3 LANG yue-Latn');
    else out.push(`2 ROMN ${gEn} /${sEn}/`, '3 TYPE jyutping');
    out.push(`1 SEX ${p.male ? 'M' : 'F'}`, '1 BIRT', `2 DATE ${date(p.birthYear)}`, `2 PLAC ${pick(PLACES)}`);
    if (p.birthYear < 1930) out.push('1 DEAT', `2 DATE ${date(p.birthYear + int(40, 90))}`, `2 PLAC ${pick(PLACES)}`);
    if (rnd() < 0.2) out.push('1 OCCU Merchant', `2 PLAC ${pick(PLACES)}`);
    if (p.famc) out.push(`1 FAMC ${p.famc}`);
    for (const f of p.fams) out.push(`1 FAMS ${f}`);
  }
  for (const f of families) {
    out.push(`0 ${f.xref} FAM`, `1 HUSB ${f.husband}`, `1 WIFE ${f.wife}`);
    for (const c of f.children) out.push(`1 CHIL ${c}`);
    out.push('1 MARR', `2 DATE ${date(f.year)}`, `2 PLAC ${pick(PLACES)}`);
  }
  out.push('0 TRLR', '');
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = Number(process.argv[2] ?? 1000);
  const version = process.argv[3] === '7.0' ? '7.0' : '5.5.1';
  process.stdout.write(generateGedcom({ persons: n, version }));
}
