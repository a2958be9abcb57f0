/**
 * The clans reference set built from the surname table, the concentration list and the dialects:
 * rows for dialects, clans, clan_spellings and clan_counties, and a version that is a hash of them,
 * so any change of the data reloads the set at the next start.
 */
import { createHash } from 'node:crypto';
import { foldLatin } from '../../chinese/romanisation';
import type { SpellingColumn } from '../../chinese/surnameRows';
import { displaySpelling, SURNAMES, type SpellingSystem, type SurnameEntry } from '../../chinese/surnameTable';
import type { SpellingKind } from '../../../protocol/clans';
import type { ClanCountiesTable, ClanSpellingsTable, ClansTable, DialectsTable } from '../../db/schema';
import { CONCENTRATION } from './concentration';
import { DIALECTS, type DialectRecord } from './dialects';

export type ClanRow = ClansTable;

export type SpellingRow = ClanSpellingsTable & { kind: SpellingKind };
export type CountyRow = ClanCountiesTable;
export type DialectRow = DialectsTable;

export interface ClanData {
  dialects: DialectRow[];
  clans: ClanRow[];
  spellings: SpellingRow[];
  counties: CountyRow[];
}

function spellingRows(s: SurnameEntry, dialect: DialectRecord): SpellingRow[] {
  const rows: SpellingRow[] = [];
  const add = (spelling: string, kind: SpellingRow['kind']) => {
    const key = foldLatin(spelling);
    if (key && !rows.some((r) => r.spelling_key === key)) rows.push({ clan_id: s.priority, dialect: dialect.slug, spelling, spelling_key: key, kind, position: rows.length + 1 });
  };
  for (const system of dialect.spellings) {
    if (system === 'pinyin') add(displaySpelling(s.pinyin.join('')), 'pinyin');
    else if (system === 'wade-giles') add(s.wadeGiles, 'wade-giles');
    else {
      const curated = s.spellings[system as SpellingSystem];
      const derived = system === 'cantonese' && !s.customaryCantonese;
      for (const sp of curated) add(displaySpelling(sp), derived ? 'derived' : 'customary');
      for (const sp of s.readings[system as SpellingColumn]) add(displaySpelling(sp), 'reading');
    }
  }
  return rows;
}

/** Every row of the set, from the tables in code. */
export function buildClanData(): ClanData {
  const dialects = DIALECTS.map((d, i) => ({
    slug: d.slug,
    name_en: d.name_en,
    name_zh: d.name_zh,
    name_zh_traditional: d.name_zh_traditional,
    description: d.description,
    counties: [...d.counties],
    sort: i + 1,
  }));
  const clans: ClanRow[] = [];
  const spellings: SpellingRow[] = [];
  const counties: CountyRow[] = [];
  for (const s of SURNAMES) {
    const rows = DIALECTS.flatMap((d) => spellingRows(s, d));
    spellings.push(...rows);
    const place = CONCENTRATION.get(s.simplified);
    const pinyinKey = s.pinyin.join('');
    clans.push({
      id: s.priority,
      surname: s.simplified,
      traditional: s.traditional,
      pinyin: s.pinyin.join(' '),
      pinyin_key: pinyinKey,
      jyutping: s.jyutping,
      priority: s.priority,
      provinces: place?.provinces ?? [],
      search_keys: [...new Set([s.simplified, s.traditional, pinyinKey, ...rows.map((r) => r.spelling_key)])],
    });
    for (const code of place?.counties ?? []) counties.push({ clan_id: s.priority, county_code: code });
  }
  return { dialects, clans, spellings, counties };
}

export const CLANS = 'clans';

let version: string | undefined;

/** A hash of the set's rows: it changes whenever the data does. */
export function clansDataVersion(): string {
  version ??= `clans-${createHash('sha256').update(JSON.stringify(buildClanData())).digest('hex').slice(0, 16)}`;
  return version;
}
