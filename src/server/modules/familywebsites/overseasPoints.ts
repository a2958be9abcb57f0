/**
 * Map points for places abroad named in a tree ("San Francisco", "舊金山", "Kuala Lumpur, Selangor"):
 * the gazetteer covers China only, so a place it cannot place is looked up among the overseas
 * destinations (data/overseas), by their English names, the city their point stands for, their slug
 * and their Chinese names in either script. A name two destinations share counts only when both are
 * drawn at the same city (Paris); otherwise it is left unplaced rather than guessed.
 */
import { foldLatin } from '../../chinese/romanisation';
import { toSimplified } from '../../chinese/script';
import type { Db } from '../../db/database';
import { DESTINATION_POINTS } from '../../data/overseas/points';

const HAN = /\p{Script=Han}/u;

export interface OverseasPoint {
  lat: number;
  lng: number;
}

function keyOf(text: string): string {
  const head = text.split(/[,，]/u)[0]!.trim();
  return HAN.test(head) ? toSimplified(head).replace(/\s+/g, '') : foldLatin(head);
}

/** A lookup of place names to destination points, read once from the overseas set. */
export async function overseasPointLookup(db: Db): Promise<(text: string) => OverseasPoint | null> {
  const rows = await db.selectFrom('overseas_destinations').select(['id', 'name', 'names_zh', 'lat', 'lng']).where('lat', 'is not', null).execute();
  const byKey = new Map<string, OverseasPoint | null>();
  for (const r of rows) {
    const point = { lat: Number(r.lat), lng: Number(r.lng) };
    const names = [r.name, r.name.replace(/\s*\(.*\)$/, ''), r.id.replace(/-[a-z]{2}$/, ''), DESTINATION_POINTS[r.id]?.name ?? ''];
    const keys = new Set([...names.map(keyOf), ...r.names_zh.flatMap((n) => [n.simplified, n.traditional].map(keyOf))].filter((k) => k.length >= 2));
    for (const key of keys) {
      const had = byKey.get(key);
      if (had === undefined) byKey.set(key, point);
      else if (had && (Math.abs(had.lat - point.lat) > 1 || Math.abs(had.lng - point.lng) > 1)) byKey.set(key, null);
    }
  }
  return (text) => byKey.get(keyOf(text)) ?? null;
}
