/** Calls of the clan (Chinese surname) and dialect pages. */
import {
  clanDetailsSchema,
  clanListSchema,
  dialectSchema,
  notifyRequestOutSchema,
  placeSpellingListSchema,
  spellingVariantSchema,
  surnameBrowseSchema,
  type ClanDetails,
  type ClanList,
  type Dialect,
  type NotifyRequest,
  type PlaceSpellingList,
  type SpellingVariant,
  type SurnameBrowse,
} from '../protocol/clans';
import { call } from './client';

/** Clans by characters, pinyin or any spelling, by priority (15 a page: the preview size). */
export function searchClans(q: string, offset = 0, limit = 15): Promise<ClanList> {
  return call('GET', 'clan/search/', clanListSchema, { searchParams: { q, offset, limit }, ac: 'clan-search' });
}

/** Surname spellings beginning with a letter, 100 a page. */
export function browseSurnames(start: string, offset = 0): Promise<SurnameBrowse> {
  return call('GET', 'surname/', surnameBrowseSchema, { searchParams: { start, offset, limit: 100 } });
}

export function fetchClan(chars: string): Promise<ClanDetails> {
  return call('GET', `clan/${encodeURIComponent(chars)}/details/`, clanDetailsSchema);
}

export function fetchSpelling(spelling: string): Promise<SpellingVariant> {
  return call('GET', `spelling/${encodeURIComponent(spelling)}/`, spellingVariantSchema);
}

export function fetchDialect(slug: string): Promise<Dialect> {
  return call('GET', `dialects/${encodeURIComponent(slug)}/`, dialectSchema);
}

/** Spellings (in the dialects spoken there) of the clans concentrated in or around a place, by spelling. */
export function fetchPlaceSpellings(placeId: string): Promise<PlaceSpellingList> {
  return call('GET', 'spelling/', placeSpellingListSchema, { searchParams: { place_id: placeId, limit: 500 } });
}

/** Asks to be e-mailed when records of a surname or place arrive; bad fields come back in the thrown ApiError. */
export function requestNotification(input: NotifyRequest) {
  return call('POST', 'notify-request/', notifyRequestOutSchema, { json: input });
}
