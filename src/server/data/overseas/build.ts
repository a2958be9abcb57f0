/**
 * Rows of the overseas destination tables from the hand-curated list in destinations.ts, and the
 * data version: a hash of that list, so any edit to it reloads the set at the next start.
 */
import { createHash } from 'node:crypto';
import { foldLatin } from '../../chinese/romanisation';
import { toSimplified, toTraditional } from '../../chinese/script';
import type { OverseasDestinationsTable } from '../../db/schema';
import { DESTINATIONS, type Destination } from './destinations';
import { DESTINATION_POINTS } from './points';

/** Raise when the rows built from the same list change. */
const BUILDER_VERSION = 2;

export interface ChineseName {
  simplified: string;
  traditional: string;
}

/** A destination as loaded: its table row (rank given by the loader) with its home counties and dialects. */
export type DestinationRow = Omit<OverseasDestinationsTable, 'rank' | 'names_zh'> & {
  names_zh: ChineseName[];
  origins: string[];
  dialects: string[];
};

/** "旧金山/舊金山" -> both forms; a single form stands for both when the scripts agree. */
export function chineseName(entry: string): ChineseName {
  const [simplified, traditional] = entry.split('/');
  return { simplified: simplified!, traditional: traditional ?? toTraditional(simplified!) };
}

export function destinationRow(d: Destination): DestinationRow {
  const names = d.zh.map(chineseName);
  const han = names.flatMap((n) => [n.simplified, n.traditional, toSimplified(n.traditional)]);
  const latin = [d.name, d.id.replace(/-[a-z]{2}$/, ''), d.country[1]].map(foldLatin);
  return {
    id: d.id,
    name: d.name,
    names_zh: names,
    country_code: d.country[0],
    country_name: d.country[1],
    region: d.region,
    period: d.period,
    description: d.description,
    search_text: [...new Set([...latin, ...han])].join('|'),
    lat: DESTINATION_POINTS[d.id]?.lat ?? null,
    lng: DESTINATION_POINTS[d.id]?.lng ?? null,
    origins: d.origins,
    dialects: d.dialects,
  };
}

export function destinationRows(list: readonly Destination[] = DESTINATIONS): DestinationRow[] {
  return list.map(destinationRow);
}

export function overseasDataVersion(list: readonly Destination[] = DESTINATIONS): string {
  const hash = createHash('sha256').update(JSON.stringify(list)).digest('hex').slice(0, 16);
  return `overseas-${hash}/builder-${BUILDER_VERSION}`;
}
