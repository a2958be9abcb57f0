/**
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
