/**
 * The words an asset is found by: its filename, description and place, folded as queries are
 * (normaliseQuery: Latin lower-cased without tones, Chinese as simplified characters), so a search in
 * either script or with or without tone marks finds it. Tagged persons are found by their own keys.
 */
import { normaliseQuery } from '../../chinese';
import type { DateValue } from '../../../protocol/person';

export function assetSearchText(parts: { filename: string; description: string; location_name: string | null }): string {
  const words = normaliseQuery([parts.filename, parts.description, parts.location_name ?? ''].join(' '));
  return ` ${words.join(' ')} `;
}

/** year * 10000 + month * 100 + day of a date, for ordering; null without a year. */
export function eventSort(date: DateValue | null | undefined): number | null {
  if (!date || date.year === null) return null;
  return date.year * 10000 + (date.month ?? 0) * 100 + (date.day ?? 0);
}
