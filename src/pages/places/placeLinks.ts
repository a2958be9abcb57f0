/** Links and labels of gazetteer places shared by the village search and the place page. */
import { pathFor } from '../../app/match';
import type { Place } from '../../protocol/places';

/** The readable part of a place's URL: its toneless pinyin, hyphenated ("tai-shan-shi"). */
export function placeSlug(place: Pick<Place, 'pinyin' | 'id'>): string {
  const slug = place.pinyin
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || place.id;
}

export function placeHref(place: Pick<Place, 'pinyin' | 'id'>): string {
  return pathFor('place-detail', { placeId: place.id, slug: placeSlug(place) });
}

/** The pinyin as shown: each syllable capitalised ("Tai Shan Shi"). */
export function pinyinLabel(pinyin: string): string {
  return pinyin.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

const LEVEL_LABEL: Record<Place['level_name'], [one: string, many: string]> = {
  province: ['Province', 'provinces'],
  city: ['City', 'cities'],
  county: ['County', 'counties'],
  town: ['Town', 'towns'],
  village: ['Village', 'villages'],
};

export const levelLabel = (level: Place['level_name']) => LEVEL_LABEL[level][0];

/** "12 towns", "1 town"; the level below a place's ("places" when unknown). */
export function childCountLabel(count: number, childLevel: number): string {
  const names = Object.values(LEVEL_LABEL)[childLevel - 1];
  if (!names) return `${count} places`;
  return `${count.toLocaleString('en')} ${count === 1 ? names[0].toLowerCase() : names[1]}`;
}

/** The plural name of a level, capitalised ("Towns"). */
export function levelPlural(level: number): string {
  const names = Object.values(LEVEL_LABEL)[level - 1];
  return names ? names[1].charAt(0).toUpperCase() + names[1].slice(1) : 'Places';
}

export const ALTERNATIVE_KIND_LABEL: Record<Place['alternatives'][number]['kind'], string> = {
  historical: 'Historical names',
  romanised: 'Spellings used by families',
  traditional: 'Other written forms',
};
