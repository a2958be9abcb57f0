/** The indexed-record search (sources/search-mentions/), the source search (sources/) and the record categories (search-categories/), typed with src/protocol. */
import { searchCategoriesResponseSchema, type SearchCategoriesResponse } from '../protocol/recordCategories';
import { recordSearchResponseSchema, sourceSearchResponseSchema, type RecordSearchResponse, type SourceSearchResponse } from '../protocol/records';
import { call } from './client';

/**
 * One page of records for the record search form given as query parameters (arrays repeated, facts
 * and relatives as JSON). A newer search cancels the one in flight.
 */
export function searchRecordMentions(query: URLSearchParams): Promise<RecordSearchResponse> {
  return call('GET', `sources/search-mentions/?${query.toString()}`, recordSearchResponseSchema, { ac: 'record-search' });
}

/** One page of sources (GET sources/) for the source search form given as query parameters; a newer search cancels the one in flight. */
export function searchSources(query: URLSearchParams): Promise<SourceSearchResponse> {
  return call('GET', `sources/?${query.toString()}`, sourceSearchResponseSchema, { ac: 'source-search' });
}

/** The record categories with their labels and record counts. */
export function fetchSearchCategories(): Promise<SearchCategoriesResponse> {
  return call('GET', 'search-categories/', searchCategoriesResponseSchema);
}
