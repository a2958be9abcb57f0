/** The page name of search-all-records and its category variants (platform.md 2.4). */
const TITLES: Record<string, string> = {
  'birth-marriage-death': 'Birth, Marriage & Death Records',
  immigration: 'Immigration & Travel Records',
  census: 'Census Records',
  'associations-directories': 'Associations & Directories',
  zupus: 'Zupus (Family Tree Books)',
};

export function categoryTitle(categoryId: string): string {
  return TITLES[categoryId] ?? 'All Records';
}
