import type { Destination } from '../../protocol/overseas';

/** English names of the migration regions, as the server lists them. */
export const REGION_NAMES: Record<Destination['region'], string> = {
  'north-america': 'North America',
  'latin-america-caribbean': 'Latin America and the Caribbean',
  'south-east-asia': 'South-East Asia',
  oceania: 'Oceania',
  europe: 'Europe',
  africa: 'Africa',
};
