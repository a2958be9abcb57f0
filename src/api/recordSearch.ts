/** The indexed-record search (sources/search-mentions/) and its categories (search-categories/), typed with src/protocol. */
import { searchCategoriesResponseSchema, type SearchCategoriesResponse } from '../protocol/recordCategories';
import { recordSearchResponseSchema, type RecordSearchResponse } from '../protocol/records';
import { call } from './client';

/**
 * One page of records for the record search form given as query parameters (arrays repeated, facts
 * and relatives as JSON). A newer search cancels the one in flight.
 */
export function searchRecordMentions(query: URLSearchParams): Promise<RecordSearchResponse> {
  return call('GET', `sources/search-mentions/?${query.toString()}`, recordSearchResponseSchema, { ac: 'record-search' });
}

/** The record categories with their labels and record counts. */
export function fetchSearchCategories(): Promise<SearchCategoriesResponse> {
  return call('GET', 'search-categories/', searchCategoriesResponseSchema);
}
