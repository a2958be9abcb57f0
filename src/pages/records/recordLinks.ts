/** Links and labels of records, sources and collections shared by their pages. */
import { pathFor } from '../../app/match';

export const recordHref = (r: { code: string; slug: string }) => pathFor('person-records-detail', { code: r.code, slug: r.slug });
export const sourceHref = (id: string, offset = 0) => `${pathFor('source-detail', { sourceId: id })}${offset ? `?offset=${offset}` : ''}`;
export const viewerHref = (id: string, image?: number | null) => `${pathFor('source-viewer', { sourceId: id })}${image ? `?image=${image}` : ''}`;
export const collectionHref = (id: string) => pathFor('collection-detail', { id });
/** The record search within one collection. */
export const searchInCollectionHref = (id: string) => `/search/records?${new URLSearchParams({ collection: id }).toString()}`;

const EVENT_LABEL: Record<string, string> = {
  arrival: 'Arrival',
  'case-file': 'Immigration case file',
  'head-tax': 'Head tax registration',
  census: 'Census',
  birth: 'Birth',
  death: 'Death',
  burial: 'Burial',
  membership: 'Association membership',
};
export const eventLabel = (type: string) => EVENT_LABEL[type] ?? type;

export { sourceTypeLabel } from '../../protocol/records';

export const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "9 February 1923", "June 1900", "1910". */
export function dateLabel(e: { year: number; month: number | null; day: number | null }): string {
  const month = e.month ? MONTHS[e.month - 1] : null;
  return [e.month && e.day ? e.day : null, month, e.year].filter((p) => p !== null).join(' ');
}

/** A year with its approximation as a tilde range ("1848~1852"), as the spec shows approximate years. */
export function yearLabel(year: number | null, approx = 0): string {
  if (year === null) return '';
  return approx ? `${year - approx}~${year + approx}` : String(year);
}

/** A person's name as the clerk wrote it, surname first ("Wong Wing-hon"), with the Chinese name when the record gives it. */
export const personName = (p: { first_name: string; surname: string; name_zh: string | null }) =>
  `${[p.surname, p.first_name].filter(Boolean).join(' ')}${p.name_zh ? ` (${p.name_zh})` : ''}`;
