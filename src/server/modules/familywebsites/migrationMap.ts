/**
 * The family's migration, from the places of its deceased persons: where the oldest generations were
 * born (the origin) and where later ones were born, lived and died. Places are resolved to the
 * gazetteer (modules/places) and drawn where it has coordinates; places abroad, which the gazetteer
 * does not hold, are drawn at the overseas destination they name (overseasPoints.ts). The map is an
 * inline SVG on a plain longitude/latitude grid (no map tiles are fetched), centred on the Pacific when
 * that keeps the places closer (Taishan and San Francisco side by side, not across Europe); every place
 * is also listed in words, with the years it was first and last named. Living persons' places never count.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { placeNameResolver } from '../places/resolve';
import { esc } from './html';
import { overseasPointLookup } from './overseasPoints';
import { scrubber, type SiteGraph } from './siteGraph';

export interface MigrationPlace {
  name: string;
  persons: number;
  from: number | null;
  to: number | null;
  lat: number | null;
  lng: number | null;
  origin: boolean;
}

/** How many distinct places are looked up in the gazetteer (the most named first). */
const MAX_PLACES = 12;

function head(text: string): string {
  return text.split(/[,，]/u)[0]!.trim();
}

export async function migrationPlaces(db: Db, g: SiteGraph, scope: Iterable<string>): Promise<MigrationPlace[]> {
  const scrub = scrubber(g.livingNames);
  const tally = new Map<string, { label: string; persons: Set<string>; years: number[] }>();
  const count = (text: string | null | undefined, id: string, year: number | null | undefined) => {
    if (!text?.trim()) return;
    const key = head(text).toLowerCase();
    if (!key) return;
    let t = tally.get(key);
    if (!t) tally.set(key, (t = { label: scrub(text.trim()), persons: new Set(), years: [] }));
    t.persons.add(id);
    if (year) t.years.push(year);
  };
  let earliest: { year: number; place: string } | null = null;
  for (const id of scope) {
    if (g.living.has(id)) continue;
    const p = g.byId.get(id)!;
    const born = p.birth_date?.year ?? null;
    count(p.birth_location, id, born);
    for (const r of p.residence_location) count(r.display_text, id, r.from_year ?? born);
    count(p.death_location, id, p.death_date?.year ?? null);
    if (p.birth_location && born !== null && (!earliest || born < earliest.year)) earliest = { year: born, place: head(p.birth_location).toLowerCase() };
  }
  const top = [...tally.entries()].sort((a, b) => b[1].persons.size - a[1].persons.size).slice(0, MAX_PLACES);
  const resolve = placeNameResolver(db);
  const codes = await Promise.all(top.map(([, t]) => resolve(t.label)));
  const known = codes.filter((c): c is string => !!c);
  // A place's own point, or the nearest of its parents' (a village without one is drawn at its county).
  const points = new Map<string, { lat: number; lng: number }>();
  if (known.length) {
    const { rows } = await sql<{ code: string; lat: number; lng: number }>`
      SELECT DISTINCT ON (p.code) p.code, c.lat, c.lng
        FROM places p JOIN places a ON p.path LIKE a.path || '%' JOIN place_coordinates c ON c.code = a.code
       WHERE p.code IN (${sql.join(known)})
       ORDER BY p.code, a.level DESC`.execute(db);
    for (const r of rows) points.set(r.code, { lat: Number(r.lat), lng: Number(r.lng) });
  }
  const abroad = await overseasPointLookup(db);
  return top.map(([key, t], i) => {
    const point = (codes[i] ? points.get(codes[i]!) : undefined) ?? abroad(t.label) ?? undefined;
    const years = t.years.sort((a, b) => a - b);
    return {
      name: t.label,
      persons: t.persons.size,
      from: years[0] ?? null,
      to: years[years.length - 1] ?? null,
      lat: point?.lat ?? null,
      lng: point?.lng ?? null,
      origin: earliest?.place === key,
    };
  }).sort((a, b) => Number(b.origin) - Number(a.origin) || (a.from ?? 9999) - (b.from ?? 9999));
}

/** An inline SVG of the places with coordinates, lines from the origin to each; empty when fewer than two can be placed. */
export function migrationSvg(places: MigrationPlace[], theme: string): string {
  const found = places.filter((p) => p.lat !== null && p.lng !== null);
  if (found.length < 2) return '';
  // Longitudes west of Greenwich counted past 180° east, when that makes the map narrower (across the Pacific).
  const span = (list: number[]) => Math.max(...list) - Math.min(...list);
  const east = found.map((p) => (p.lng! < 0 ? p.lng! + 360 : p.lng!));
  const pacific = span(east) < span(found.map((p) => p.lng!));
  const placed = found.map((p, i) => ({ ...p, lng: pacific ? east[i]! : p.lng }));
  const lats = placed.map((p) => p.lat!);
  const lngs = placed.map((p) => p.lng!);
  const pad = 2;
  const minLng = Math.min(...lngs) - pad;
  const maxLng = Math.max(...lngs) + pad;
  const minLat = Math.min(...lats) - pad;
  const maxLat = Math.max(...lats) + pad;
  const W = 640;
  const H = Math.max(240, Math.min(640, Math.round((W * (maxLat - minLat)) / Math.max(maxLng - minLng, 1))));
  const x = (lng: number) => ((lng - minLng) / (maxLng - minLng)) * W;
  const y = (lat: number) => ((maxLat - lat) / (maxLat - minLat)) * H;
  const origin = placed.find((p) => p.origin) ?? placed[0]!;
  const grid: string[] = [];
  for (let g = Math.ceil(minLng / 5) * 5; g <= maxLng; g += 5) grid.push(`<line x1="${x(g).toFixed(1)}" y1="0" x2="${x(g).toFixed(1)}" y2="${H}"/>`);
  for (let g = Math.ceil(minLat / 5) * 5; g <= maxLat; g += 5) grid.push(`<line x1="0" y1="${y(g).toFixed(1)}" x2="${W}" y2="${y(g).toFixed(1)}"/>`);
  const lines = placed
    .filter((p) => p !== origin)
    .map((p) => `<line x1="${x(origin.lng!).toFixed(1)}" y1="${y(origin.lat!).toFixed(1)}" x2="${x(p.lng!).toFixed(1)}" y2="${y(p.lat!).toFixed(1)}" stroke="${esc(theme)}" stroke-width="1.5" stroke-dasharray="4 3"/>`);
  const dots = placed.map(
    (p) =>
      `<circle cx="${x(p.lng!).toFixed(1)}" cy="${y(p.lat!).toFixed(1)}" r="${p === origin ? 6 : 4}" fill="${p === origin ? esc(theme) : '#fff'}" stroke="${esc(theme)}" stroke-width="2"/>` +
      // Names near the right edge are set to the left of their dot, so they stay on the map.
      (x(p.lng!) > W * 0.75
        ? `<text x="${(x(p.lng!) - 8).toFixed(1)}" y="${(y(p.lat!) + 4).toFixed(1)}" font-size="12" text-anchor="end">${esc(p.name.split(/[,，]/u)[0])}</text>`
        : `<text x="${(x(p.lng!) + 8).toFixed(1)}" y="${(y(p.lat!) + 4).toFixed(1)}" font-size="12">${esc(p.name.split(/[,，]/u)[0])}</text>`),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="Map of the family’s places" font-family="sans-serif"><rect width="${W}" height="${H}" fill="#f7f9fb"/><g stroke="#e2e6ea">${grid.join('')}</g>${lines.join('')}${dots.join('')}</svg>`;
}
