/**
 * Years as Chinese documents write them, both directions: a reign era and its year (光緒十二年,
 * 光绪十年 → 1884, 民國元年 → 1912), the sexagenary year (丙戌), lunar months and days (三月初五日),
 * and years written digit by digit (一八八五年 → 1885). The eras are the Ming and Qing reigns and the
 * Republic, in both scripts, with the Gregorian year each era's first year mostly falls in (the lunar
 * year starts weeks later, which this table, like most genealogists, leaves aside). The zupu
 * generator writes them, the gloss and the search assistant read them back.
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
  { name: '洪武', simplified: '洪武', pinyin: 'Hóngwǔ', start: 1368, end: 1398 },
  { name: '建文', simplified: '建文', pinyin: 'Jiànwén', start: 1399, end: 1402 },
  { name: '永樂', simplified: '永乐', pinyin: 'Yǒnglè', start: 1403, end: 1424 },
  { name: '洪熙', simplified: '洪熙', pinyin: 'Hóngxī', start: 1425, end: 1425 },
  { name: '宣德', simplified: '宣德', pinyin: 'Xuāndé', start: 1426, end: 1435 },
  { name: '正統', simplified: '正统', pinyin: 'Zhèngtǒng', start: 1436, end: 1449 },
  { name: '景泰', simplified: '景泰', pinyin: 'Jǐngtài', start: 1450, end: 1456 },
  { name: '天順', simplified: '天顺', pinyin: 'Tiānshùn', start: 1457, end: 1464 },
  { name: '成化', simplified: '成化', pinyin: 'Chénghuà', start: 1465, end: 1487 },
  { name: '弘治', simplified: '弘治', pinyin: 'Hóngzhì', start: 1488, end: 1505 },
  { name: '正德', simplified: '正德', pinyin: 'Zhèngdé', start: 1506, end: 1521 },
  { name: '嘉靖', simplified: '嘉靖', pinyin: 'Jiājìng', start: 1522, end: 1566 },
  { name: '隆慶', simplified: '隆庆', pinyin: 'Lóngqìng', start: 1567, end: 1572 },
  { name: '萬曆', simplified: '万历', pinyin: 'Wànlì', start: 1573, end: 1620 },
  { name: '泰昌', simplified: '泰昌', pinyin: 'Tàichāng', start: 1620, end: 1620 },
  { name: '天啟', simplified: '天启', pinyin: 'Tiānqǐ', start: 1621, end: 1627 },
  { name: '崇禎', simplified: '崇祯', pinyin: 'Chóngzhēn', start: 1628, end: 1644 },
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

const NUMERALS: Readonly<Record<string, number>> = { '〇': 0, 零: 0, '○': 0, 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** 十二 → 12, 二十 → 20, 廿三 → 23, 卅 → 30, 元 → 1, "12" → 12 (up to 99); null when it is not a number of this form. */
export function parseChineseNumber(text: string): number | null {
  if (text === '元') return 1;
  if (/^\d{1,3}$/.test(text)) return Number(text);
  const t = text.replace(/^廿/, '二十').replace(/^卅/, '三十');
  const m = /^([一二两兩三四五六七八九])?(十)?([一二三四五六七八九])?$/u.exec(t);
  if (!m || (!m[1] && !m[2] && !m[3])) return null;
  if (!m[2]) return m[3] || !m[1] ? null : NUMERALS[m[1]!]!;
  return (m[1] ? NUMERALS[m[1]]! : 1) * 10 + (m[3] ? NUMERALS[m[3]]! : 0);
}

/** The era a Gregorian year falls in, with the year of the era (1886 → 光緒 12). */
export function eraOf(year: number): { era: Era; year: number } | null {
  const era = ERAS.findLast((e) => year >= e.start && year <= e.end);
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
}

/** Other written forms of era names (萬歷 for 萬曆, 天啓 for 天啟, 中華民國 for 民國). */
const ERA_VARIANTS: Readonly<Record<string, string>> = { 萬歷: '萬曆', 天啓: '天啟', 中華民國: '民國', 中华民国: '民國' };
const ERA_BY_NAME = new Map<string, Era>();
for (const era of ERAS) {
  ERA_BY_NAME.set(era.name, era);
  ERA_BY_NAME.set(era.simplified, era);
}
for (const [variant, name] of Object.entries(ERA_VARIANTS)) ERA_BY_NAME.set(variant, ERA_BY_NAME.get(name)!);

const ANY_ERA = [...ERA_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|');
/** An era, then 元 or a number, then 年 (the 年 may be left out after digits). */
export const REIGN_YEAR_PATTERN = new RegExp(`(${ANY_ERA})\\s*(元|[〇零一二两兩三四五六七八九十廿卅]{1,4}|\\d{1,2})\\s*年?`, 'gu');

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
  const era = ERA_BY_NAME.get(m[1]!)!;
  const n = parseChineseNumber(m[2]!);
  if (n === null || n < 1 || n > 70) return null;
  return { text: m[0], era: era.simplified, eraYear: n, year: era.start + n - 1 };
}

/** A four-digit year written digit by digit in Chinese numerals ("一八八五" → 1885), or null. */
export function chineseDigitYear(text: string): number | null {
  const chars = [...text];
  if (chars.length !== 4 || chars.some((c) => NUMERALS[c] === undefined || c === '两' || c === '兩')) return null;
  return Number(chars.map((c) => NUMERALS[c]).join(''));
}
