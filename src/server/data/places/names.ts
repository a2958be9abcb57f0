/**
 * Search forms of place names: the name with its administrative suffix taken off (shown whole,
 * searched without it), toneless pinyin with the place-reading overrides, and the character keys
 * (every single character and every adjacent pair) that let an index find a two-character name
 * anywhere in a longer one, which trigrams cannot.
 */
import { customPinyin, pinyin } from 'pinyin-pro';
import { PLACE_READINGS } from './placeReadings';

customPinyin(PLACE_READINGS);

/**
 * Suffixes of village-level committees, longest first. The word before the committee (村, 社区) is
 * kept apart as the name's kind: 永胜村民委员会 searches as 永胜, and 永胜村 finds it too.
 */
const COMMITTEE_SUFFIXES: readonly [suffix: string, kind: string][] = [
  ['社区居民委员会', '社区'],
  ['村民委员会', '村'],
  ['居民委员会', ''],
  ['社区居委会', '社区'],
  ['村委会', '村'],
  ['居委会', ''],
  ['委员会', ''],
];

/** Suffixes of the other levels (province to town), longest first. */
const DIVISION_SUFFIXES = ['特别行政区', '维吾尔自治区', '壮族自治区', '回族自治区', '自治区', '自治州', '自治县', '街道办事处', '街道', '地区', '林区', '新区', '省', '市', '县', '区', '盟', '旗', '镇', '乡', '苏木'];

export interface StrippedName {
  /** The name without its administrative suffix (never empty: a name that is all suffix stays whole). */
  base: string;
  /** The settlement word the committee suffix began with (村, 社区), else ''. */
  kind: string;
}

/** A village committee's name without its suffix: 永胜村民委员会 -> {base 永胜, kind 村}. */
export function stripVillageSuffix(name: string): StrippedName {
  for (const [suffix, kind] of COMMITTEE_SUFFIXES) {
    if (name.endsWith(suffix) && name.length > suffix.length) {
      const base = name.slice(0, -suffix.length);
      // 大村村委会: the 村 before the suffix is part of the kind, not of the name, only when doubled.
      return { base, kind: base.endsWith(kind) && kind ? '' : kind };
    }
  }
  return { base: name, kind: '' };
}

/** A division's name without its level suffix, when at least two characters remain: 台山市 -> 台山. */
export function stripDivisionSuffix(name: string): StrippedName {
  for (const suffix of DIVISION_SUFFIXES) {
    if (name.endsWith(suffix) && [...name].length - [...suffix].length >= 2) return { base: name.slice(0, -suffix.length), kind: '' };
  }
  return { base: name, kind: '' };
}

/** Toneless pinyin syllables of a name, lower-case, place readings applied: 单县 -> ['shan', 'xian']. */
export function placeSyllables(name: string): string[] {
  return pinyin(name, { toneType: 'none', type: 'array', v: false })
    .map((s) => s.toLowerCase().replace(/ü/g, 'u').replace(/[^a-z]/g, ''))
    .filter(Boolean);
}

/** The single characters and adjacent pairs of Han text, deduplicated. */
export function characterKeys(...texts: string[]): string[] {
  const keys = new Set<string>();
  for (const text of texts) {
    const chars = [...text].filter((c) => /\p{Script=Han}/u.test(c));
    chars.forEach((c, i) => {
      keys.add(c);
      if (i + 1 < chars.length) keys.add(c + chars[i + 1]);
    });
  }
  return [...keys];
}

/** The keys a Han query must all match: its pairs, or its one character. */
export function queryCharacterKeys(text: string): string[] {
  const chars = [...text].filter((c) => /\p{Script=Han}/u.test(c));
  if (chars.length === 1) return chars;
  return [...new Set(chars.slice(1).map((c, i) => chars[i] + c))];
}

/** A Latin query as a pinyin key: letters only, lower-case, tones and spaces dropped. */
export function queryPinyinKey(text: string): string {
  return text.toLowerCase().replace(/u:/g, 'u').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z]/g, '').replace(/v/g, 'u');
}
