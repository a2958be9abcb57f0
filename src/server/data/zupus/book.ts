/**
 * The text of the sample zupus, deterministic from a seed: which clans get a book, their meta (hall
 * name 堂号, generation poem 字辈, ancestral county, year of compilation), and each leaf's columns.
 * The families are those of the sample records (data/records/population.ts), the demo tree's Wong
 * family first, so a name found in a record or the demo tree can be found in a book. Lineage entries
 * read as zupus write them: 第十五世黃永勝公 諱永勝 字德明 配李氏 生於光緒十二年丙戌三月初五日 …
 * The leaf's text in reading order is its ground truth, kept for measuring the OCR only.
 */
import { GENERATION_POEM } from '../../demo/demoFamily';
import { toTraditional } from '../../chinese/script';
import { chineseNumber, eraYearText, LUNAR_MONTHS, lunarDayText } from '../../chinese/reignYears';
import { mulberry32 } from '../../lib/random';
import type { Random } from '../records/clerk';
import { ORIGINS } from '../records/origins';
import { Population, type Family, type Person } from '../records/population';
import { CHARS_PER_COLUMN, CLEAN, COLUMNS_PER_HALF, type Degradation, type LeafText } from './render';

export const SAMPLE_ZUPU_SEED = 19230517;
/** Families drawn from the population to share out among the books. */
const FAMILIES = 900;

/** Hall names (堂号) of common clans, as their halls are known; others get their county's name. */
const HALLS: Record<string, string> = {
  黄: '江夏堂', 李: '隴西堂', 陈: '潁川堂', 王: '太原堂', 张: '清河堂', 刘: '彭城堂', 杨: '弘農堂', 周: '汝南堂',
  吴: '延陵堂', 赵: '天水堂', 徐: '東海堂', 马: '扶風堂', 林: '西河堂', 梁: '安定堂', 余: '下邳堂', 谭: '齊郡堂',
  伍: '安定堂', 关: '隴西堂', 雷: '馮翊堂', 邝: '廬江堂', 朱: '沛國堂', 郑: '滎陽堂', 何: '廬江堂', 冯: '始平堂',
};

const POEM_CHARS = '德光國家永世昌榮文明開盛業祖澤振宗邦仁義傳芳遠忠孝啟賢良詩書承先緒禮樂耀門庭';
const COURTESY = '德明仁義禮智信忠孝廉敬誠文武修齊治平子中元亨利貞';
const ART = '敬齋樸庵松亭竹軒梅溪蘭谷';
const BURIAL = ['葬本鄉', '葬村後山', '葬於祖山', '葬大嶺崗', '歿於外洋'];

export interface SampleBook {
  id: string;
  title: string;
  surname: string;
  surnameTraditional: string;
  hallName: string;
  generationPoem: string;
  place: { place_id: string; name: string };
  volumes: number;
  compiledYear: number;
  degraded: boolean;
  look: Degradation;
  leaves: LeafText[];
}

interface Entry {
  generation: number;
  person: Person;
  wifeSurname: string | null;
  sons: string[];
}

const trad = (s: string) => toTraditional(s);

/** One person's entry as a zupu writes it, without spaces. */
function entryText(e: Entry, random: Random): string {
  const p = e.person;
  const given = trad(p.givenZh);
  const parts = [`第${chineseNumber(e.generation)}世${p.surname.traditional}${given}公`, `諱${given}`];
  const pick = (chars: string) => chars[Math.floor(random() * chars.length)]!;
  parts.push(`字${pick(COURTESY)}${pick(COURTESY)}`);
  if (random() < 0.4) parts.push(`號${pick(ART)}${pick(ART)}`);
  if (e.wifeSurname) parts.push(`配${e.wifeSurname}氏`);
  const born = eraYearText(p.birthYear);
  if (born) parts.push(`生於${born}${LUNAR_MONTHS[Math.floor(random() * 12)]}月${lunarDayText(1 + Math.floor(random() * 29))}日`);
  const died = eraYearText(p.deathYear);
  if (died && p.deathYear < 1950) parts.push(`卒於${died}${LUNAR_MONTHS[Math.floor(random() * 12)]}月${lunarDayText(1 + Math.floor(random() * 29))}日${BURIAL[Math.floor(random() * BURIAL.length)]}`);
  if (e.sons.length) parts.push(`子${chineseNumber(e.sons.length)}${e.sons.map(trad).join('')}`);
  return parts.join('');
}

/** Text cut into columns; each entry begins a new column. */
function columnsOf(entries: string[]): string[] {
  const out: string[] = [];
  for (const text of entries) {
    const chars = [...text];
    for (let i = 0; i < chars.length; i += CHARS_PER_COLUMN) out.push(chars.slice(i, i + CHARS_PER_COLUMN).join(''));
  }
  return out;
}

function poemOf(random: Random, surname: string): string {
  if (surname === '黄') return trad(GENERATION_POEM.join('')) + '文明開盛業祖澤振宗邦';
  const chars = [...POEM_CHARS];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.slice(0, 20).join('');
}

/**
 * Born in or after this year: left out of the books, names included. Such a person may be living, and
 * a living person's data reaches no one outside their tree.
 */
export const BORN_BEFORE = 1926;
const past = (p: Person) => p.birthYear < BORN_BEFORE;

/** The families' lineage entries: each father, his sons (emigrant, brother) and their sons. */
function entriesOf(families: Family[], base: number): Entry[] {
  const out: Entry[] = [];
  for (const f of families) {
    if (!past(f.father) || !past(f.emigrant)) continue;
    const sons = [f.emigrant, ...(f.brother && past(f.brother) ? [f.brother] : [])];
    out.push({ generation: base, person: f.father, wifeSurname: null, sons: sons.map((s) => s.givenZh) });
    const grandsons = f.children.filter((c) => c.sex === 'm' && past(c));
    out.push({ generation: base + 1, person: f.emigrant, wifeSurname: f.wife ? f.wife.surname.traditional : null, sons: grandsons.map((c) => c.givenZh) });
    if (f.brother && past(f.brother)) out.push({ generation: base + 1, person: f.brother, wifeSurname: null, sons: [] });
    for (const c of grandsons) out.push({ generation: base + 2, person: c, wifeSurname: null, sons: [] });
  }
  return out;
}

/** Leaves: a preface leaf with the poem, then the lineage (世系), up to `pages` leaves. */
function leavesOf(book: Omit<SampleBook, 'leaves'>, entries: string[], pages: number): LeafText[] {
  const perLeaf = COLUMNS_PER_HALF * 2;
  const preface = [
    book.title,
    `${book.hallName}重修族譜序`,
    `吾${book.surnameTraditional}氏世居${book.place.name}`,
    `${eraYearText(book.compiledYear) ?? ''}續修`,
    '字輩詩',
    ...columnsOf([book.generationPoem]).flatMap((c) => [c.slice(0, 5), c.slice(5, 10), c.slice(10, 15), c.slice(15, 20)]).filter(Boolean),
  ];
  const all = [...preface.slice(0, perLeaf), ...columnsOf(entries)];
  const leaves: LeafText[] = [];
  for (let i = 0; i < all.length && leaves.length < pages; i += perLeaf) {
    const cols = all.slice(i, i + perLeaf);
    const volume = 1 + Math.floor((leaves.length * book.volumes) / pages);
    leaves.push({ right: cols.slice(0, COLUMNS_PER_HALF), left: cols.slice(COLUMNS_PER_HALF), foldTitle: book.title, foldLabel: `卷${chineseNumber(volume)}` });
  }
  return leaves;
}

/** The leaf's text in reading order (right half, fold strip, left half), one column a line. */
export function leafTruth(leaf: LeafText): string {
  return [...leaf.right, leaf.foldTitle + leaf.foldLabel, ...leaf.left].join('\n');
}

export interface SampleOptions {
  books: number;
  /** At most this many leaves a book (the books have 20 to 60). */
  maxPages?: number;
  seed?: number;
}

/** The sample books, the demo family's Wong book first. */
export function sampleBooks(o: SampleOptions): SampleBook[] {
  const seed = o.seed ?? SAMPLE_ZUPU_SEED;
  const population = new Population(mulberry32(seed));
  const bySurname = new Map<string, Family[]>();
  for (let i = 0; i < FAMILIES; i++) {
    const f = population.next();
    const key = f.emigrant.surname.simplified;
    bySurname.set(key, [...(bySurname.get(key) ?? []), f]);
  }
  const order = [...bySurname.entries()].sort((a, b) => Number(b[0] === '黄') - Number(a[0] === '黄') || b[1].length - a[1].length || a[0].localeCompare(b[0]));
  const books: SampleBook[] = [];
  for (const [i, [surname, families]] of order.slice(0, o.books).entries()) {
    const random = mulberry32(seed + i * 7919);
    const counties = new Map<string, number>();
    for (const f of families) counties.set(f.origin.code, (counties.get(f.origin.code) ?? 0) + 1);
    const code = [...counties].sort((a, b) => b[1] - a[1])[0]![0];
    const origin = ORIGINS.find((x) => x.code === code)!;
    const surnameTraditional = families[0]!.emigrant.surname.traditional;
    const placeName = trad(origin.zh);
    const degraded = i % 3 === 1;
    const pages = Math.min(o.maxPages ?? 60, 20 + Math.floor(random() * 41));
    const look: Degradation = degraded
      ? { paper: [232 + Math.floor(random() * 10), 214 + Math.floor(random() * 12), 178 + Math.floor(random() * 16)], skew: (random() < 0.5 ? -1 : 1) * (0.4 + random() * 0.8), blur: 0.6 + random() * 0.5, specks: 80 + Math.floor(random() * 80) }
      : { ...CLEAN, paper: [250, 246, 236] };
    const meta = {
      id: `zp-${String(i + 1).padStart(3, '0')}-${origin.code}`,
      title: `${placeName}${surnameTraditional}氏族譜`,
      surname,
      surnameTraditional,
      hallName: HALLS[surname] ?? `${placeName}堂`,
      generationPoem: poemOf(random, surname),
      place: { place_id: origin.code, name: placeName },
      volumes: 1 + Math.floor(random() * 4),
      compiledYear: 1890 + Math.floor(random() * 45),
      degraded,
      look,
    };
    // Repeat the clan's families under later generation numbers until the book has its pages.
    const texts: string[] = [];
    let base = 12 + Math.floor(random() * 6);
    while (texts.length < pages * 12) {
      for (const e of entriesOf(families, base)) texts.push(entryText(e, random));
      base += 3;
    }
    books.push({ ...meta, leaves: leavesOf(meta, texts, pages) });
  }
  return books;
}
