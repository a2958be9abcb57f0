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
  destination: (id: string) => call('GET', `migration-destination/${encodeURIComponent(id)}/`, destinationSchema),
};
