/** Overseas Chinese communities: migration regions, destination search and details (src/protocol/overseas.ts). */
import { destinationListSchema, destinationSchema, migrationRegionListSchema } from '../protocol/overseas';
import { call } from './client';

export interface DestinationSearch {
  q?: string;
  region?: string;
  country?: string;
  origin?: string;
  dialect?: string;
  offset?: number;
}

export const overseasApi = {
  regions: () => call('GET', 'place/migration-regions/', migrationRegionListSchema),
  /** A page of 10 destinations; (ac): a newer search replaces the last. */
  search: (query: DestinationSearch) => call('GET', 'migration-destination/', destinationListSchema, { ac: 'overseas.search', searchParams: { ...query } }),
  /** The communities whose home counties lie under a place (2, 4 or 6 digits), up to 100. */
  fromPlace: (origin: string) => call('GET', 'migration-destination/', destinationListSchema, { searchParams: { origin, limit: 100 } }),
  /** The communities whose founders spoke a dialect, up to 100. */
  ofDialect: (dialect: string) => call('GET', 'migration-destination/', destinationListSchema, { searchParams: { dialect, limit: 100 } }),
  destination: (id: string) => call('GET', `migration-destination/${encodeURIComponent(id)}/`, destinationSchema),
};
