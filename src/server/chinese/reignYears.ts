/**
 * Years as zupus write them: a reign era and its year (光緒十二年), the sexagenary year (丙戌), and
 * lunar months and days (三月初五日). The eras are the Qing reigns and the Republic, with the Gregorian
 * year each era's first year mostly falls in (the lunar year starts weeks later, which this table,
 * like most genealogists, leaves aside). Both directions: the sample generator writes them, the gloss
 * reads them back.
 */

export interface Era {
  /** Traditional characters, as the books write them. */
  name: string;
  simplified: string;
  pinyin: string;
  /** Gregorian year of the era's first year. */
  start: number;
  /** Its last year (inclusive). */
  end: number;
}

export const ERAS: readonly Era[] = [
  { name: '順治', simplified: '顺治', pinyin: 'Shùnzhì', start: 1644, end: 1661 },
  { name: '康熙', simplified: '康熙', pinyin: 'Kāngxī', start: 1662, end: 1722 },
  { name: '雍正', simplified: '雍正', pinyin: 'Yōngzhèng', start: 1723, end: 1735 },
  { name: '乾隆', simplified: '乾隆', pinyin: 'Qiánlóng', start: 1736, end: 1795 },
  { name: '嘉慶', simplified: '嘉庆', pinyin: 'Jiāqìng', start: 1796, end: 1820 },
  { name: '道光', simplified: '道光', pinyin: 'Dàoguāng', start: 1821, end: 1850 },
  { name: '咸豐', simplified: '咸丰', pinyin: 'Xiánfēng', start: 1851, end: 1861 },
  { name: '同治', simplified: '同治', pinyin: 'Tóngzhì', start: 1862, end: 1874 },
  { name: '光緒', simplified: '光绪', pinyin: 'Guāngxù', start: 1875, end: 1908 },
  { name: '宣統', simplified: '宣统', pinyin: 'Xuāntǒng', start: 1909, end: 1911 },
  { name: '民國', simplified: '民国', pinyin: 'Mínguó', start: 1912, end: 1949 },
];

const STEMS = '甲乙丙丁戊己庚辛壬癸';
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥';
const DIGITS = '〇一二三四五六七八九';

/** The sexagenary (干支) name of a Gregorian year: 1886 → 丙戌. */
export function sexagenaryYear(year: number): string {
  const i = (((year - 4) % 60) + 60) % 60;
  return STEMS[i % 10]! + BRANCHES[i % 12]!;
}

/** 1 → 一, 12 → 十二, 20 → 二十, 31 → 三十一 (up to 99). */
export function chineseNumber(n: number): string {
  if (n < 10) return DIGITS[n]!;
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones ? DIGITS[ones] : ''}`;
}

/** 十二 → 12, 二十 → 20, 元 → 1; null when it is not a number of this form. */
export function parseChineseNumber(text: string): number | null {
  if (text === '元') return 1;
  if (!/^[〇一二三四五六七八九十]+$/.test(text)) return null;
  const at = text.indexOf('十');
  if (at < 0) return text.length === 1 ? DIGITS.indexOf(text) : null;
  const tens = at === 0 ? 1 : DIGITS.indexOf(text.slice(0, at));
  const rest = text.slice(at + 1);
  const ones = rest ? DIGITS.indexOf(rest) : 0;
  if (tens < 1 || ones < 0 || rest.length > 1 || at > 1) return null;
  return tens * 10 + ones;
}

/** The era a Gregorian year falls in, with the year of the era (1886 → 光緒 12). */
export function eraOf(year: number): { era: Era; year: number } | null {
  const era = ERAS.find((e) => year >= e.start && year <= e.end);
  return era ? { era, year: year - era.start + 1 } : null;
}

/** 光緒十二年丙戌 for 1886: the era year as a zupu writes it. */
export function eraYearText(year: number): string | null {
  const at = eraOf(year);
  if (!at) return null;
  return `${at.era.name}${at.year === 1 ? '元' : chineseNumber(at.year)}年${sexagenaryYear(year)}`;
}

export const LUNAR_MONTHS = ['正', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'] as const;

/** 初五, 十八, 廿三, 三十: a lunar day as written. */
export function lunarDayText(day: number): string {
  if (day <= 10) return `初${chineseNumber(day)}`;
  if (day < 20) return chineseNumber(day);
  if (day === 20 || day === 30) return chineseNumber(day);
  return day < 30 ? `廿${DIGITS[day - 20]}` : `三十${DIGITS[day - 30]}`;
}

export interface EraYearReading {
  era: Era;
  eraYear: number;
  /** Gregorian year, null when the era year lies beyond the era. */
  year: number | null;
  /** The sexagenary year written after it, and whether it agrees with the Gregorian year. */
  cyclical: string | null;
  cyclicalAgrees: boolean | null;
}

const ERA_NAMES = ERAS.flatMap((e) => [e.name, e.simplified]).join('|');
const ERA_YEAR = new RegExp(`(${ERA_NAMES})([元〇一二三四五六七八九十]+)年([${STEMS}][${BRANCHES}])?`, 'gu');

/** Every era year in a text (光緒十二年丙戌 → 1886), with where it stands. */
export function readEraYears(text: string): { index: number; text: string; reading: EraYearReading }[] {
  const out: { index: number; text: string; reading: EraYearReading }[] = [];
  for (const m of text.matchAll(ERA_YEAR)) {
    const era = ERAS.find((e) => e.name === m[1] || e.simplified === m[1])!;
    const n = parseChineseNumber(m[2]!);
    if (n === null) continue;
    const year = era.start + n - 1;
    const inside = year <= era.end;
    const cyclical = m[3] ?? null;
    out.push({
      index: m.index,
      text: m[0],
      reading: { era, eraYear: n, year: inside ? year : null, cyclical, cyclicalAgrees: cyclical && inside ? sexagenaryYear(year) === cyclical : null },
    });
  }
  return out;
}

const LUNAR_DATE = /(正|二|三|四|五|六|七|八|九|十|十一|十二|冬|臘|腊)月(初[一二三四五六七八九十]|十[一二三四五六七八九]?|二十|廿[一二三四五六七八九]|三十)日?/gu;

/** Lunar month and day phrases (三月初五日 → month 3, day 5). */
export function readLunarDates(text: string): { index: number; text: string; month: number; day: number }[] {
  const out: { index: number; text: string; month: number; day: number }[] = [];
  for (const m of text.matchAll(LUNAR_DATE)) {
    const monthText = m[1]!;
    const month = monthText === '正' ? 1 : monthText === '冬' ? 11 : monthText === '臘' || monthText === '腊' ? 12 : parseChineseNumber(monthText)!;
    const d = m[2]!;
    const day = d.startsWith('初') ? parseChineseNumber(d.slice(1))! : d.startsWith('廿') ? 20 + DIGITS.indexOf(d.slice(1)) : parseChineseNumber(d)!;
    out.push({ index: m.index, text: m[0], month, day });
  }
  return out;
 * Chinese year expressions turned into Western years: reign eras of the Ming and Qing emperors and
 * the Republic (光緒十年 → 1884, 民國元年 → 1912), and years written in Chinese numerals
 * (一八八五年 → 1885). The first year of an era is the year after the accession, as the calendars
 * counted it; the table gives that first year. Era names in both scripts.
 */

/** Era name (simplified, traditional when it differs) and the Western year of its first year. */
const ERAS: readonly [string, string, number][] = [
  ['洪武', '洪武', 1368],
  ['建文', '建文', 1399],
  ['永乐', '永樂', 1403],
  ['洪熙', '洪熙', 1425],
  ['宣德', '宣德', 1426],
  ['正统', '正統', 1436],
  ['景泰', '景泰', 1450],
  ['天顺', '天順', 1457],
  ['成化', '成化', 1465],
  ['弘治', '弘治', 1488],
  ['正德', '正德', 1506],
  ['嘉靖', '嘉靖', 1522],
  ['隆庆', '隆慶', 1567],
  ['万历', '萬曆', 1573],
  ['泰昌', '泰昌', 1620],
  ['天启', '天啟', 1621],
  ['崇祯', '崇禎', 1628],
  ['顺治', '順治', 1644],
  ['康熙', '康熙', 1662],
  ['雍正', '雍正', 1723],
  ['乾隆', '乾隆', 1736],
  ['嘉庆', '嘉慶', 1796],
  ['道光', '道光', 1821],
  ['咸丰', '咸豐', 1851],
  ['同治', '同治', 1862],
  ['光绪', '光緒', 1875],
  ['宣统', '宣統', 1909],
  ['民国', '民國', 1912],
];

/** Other written forms of era names (萬歷 for 萬曆, 天啓 for 天啟). */
const VARIANTS: Readonly<Record<string, string>> = { 萬歷: '万历', 天啓: '天启', 中華民國: '民国', 中华民国: '民国' };

const FIRST_YEAR = new Map<string, { name: string; first: number }>();
for (const [simplified, traditional, first] of ERAS) {
  FIRST_YEAR.set(simplified, { name: simplified, first });
  FIRST_YEAR.set(traditional, { name: simplified, first });
}
for (const [variant, simplified] of Object.entries(VARIANTS)) FIRST_YEAR.set(variant, FIRST_YEAR.get(simplified)!);

const DIGITS: Readonly<Record<string, number>> = { '〇': 0, 零: 0, '○': 0, 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** A small number in Chinese numerals (一 to 九十九, 廿 and 卅 included) or Arabic digits; null if not one. */
export function chineseNumber(text: string): number | null {
  if (/^\d{1,3}$/.test(text)) return Number(text);
  const t = text.replace(/^廿/, '二十').replace(/^卅/, '三十');
  const m = /^([一二两兩三四五六七八九])?(十)?([一二三四五六七八九])?$/u.exec(t);
  if (!m || (!m[1] && !m[2] && !m[3])) return null;
  if (!m[2]) return m[3] || !m[1] ? null : DIGITS[m[1]!]!;
  return (m[1] ? DIGITS[m[1]]! : 1) * 10 + (m[3] ? DIGITS[m[3]]! : 0);
}

const ERA_NAMES = [...FIRST_YEAR.keys()].sort((a, b) => b.length - a.length).join('|');
/** An era, then 元 or a number, then 年 (the 年 may be left out after digits). */
export const REIGN_YEAR_PATTERN = new RegExp(`(${ERA_NAMES})\\s*(元|[〇零一二两兩三四五六七八九十廿卅]{1,4}|\\d{1,2})\\s*年?`, 'gu');

export interface ReignYear {
  /** The text as written ("光緒十年"). */
  text: string;
  /** The era in simplified characters ("光绪"). */
  era: string;
  /** The year of the era (1 for 元年). */
  eraYear: number;
  /** The Western year. */
  year: number;
}

/** The Western year of one reign-year expression ("光緒十年" → 1884), or null if it is not one. */
export function reignYear(text: string): ReignYear | null {
  REIGN_YEAR_PATTERN.lastIndex = 0;
  const m = REIGN_YEAR_PATTERN.exec(text.trim());
  REIGN_YEAR_PATTERN.lastIndex = 0;
  if (!m) return null;
  const era = FIRST_YEAR.get(m[1]!)!;
  const n = m[2] === '元' ? 1 : chineseNumber(m[2]!);
  if (n === null || n < 1 || n > 70) return null;
  return { text: m[0], era: era.name, eraYear: n, year: era.first + n - 1 };
}

/** A four-digit year written digit by digit in Chinese numerals ("一八八五" → 1885), or null. */
export function chineseDigitYear(text: string): number | null {
  const chars = [...text];
  if (chars.length !== 4 || chars.some((c) => DIGITS[c] === undefined || c === '两' || c === '兩')) return null;
  return Number(chars.map((c) => DIGITS[c]).join(''));
}
