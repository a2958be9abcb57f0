/**
 * The library's filters in the page address (?kind=image&person=…&place=…&q=…&order=…), so going back
 * from a file to the grid, reloading or sharing the link keeps them. Unknown values are dropped.
 */
import type { LibraryFilters, LibraryOrder } from '../../api/library';
import { assetKinds, libraryOrders, type AssetKind } from '../../protocol/library';

export function filtersFromQuery(search: string): LibraryFilters {
  const q = new URLSearchParams(search);
  const kind = q.get('kind');
  const order = q.get('order');
  const person = q.get('person');
  const place = q.get('place');
  const words = q.get('q')?.trim();
  return {
    ...(kind && (assetKinds as readonly string[]).includes(kind) ? { kind: kind as AssetKind } : {}),
    ...(q.get('untagged') === '1' ? { untagged: true } : {}),
    ...(person ? { persons: [person] } : {}),
    ...(place ? { locations: [place] } : {}),
    ...(words ? { search: words } : {}),
    ...(order && (libraryOrders as readonly string[]).includes(order) && order !== '-updated_at' ? { order_by: order as LibraryOrder } : {}),
  };
}

export function queryFromFilters(f: LibraryFilters): string {
  const q = new URLSearchParams();
  if (f.kind) q.set('kind', f.kind);
  if (f.untagged) q.set('untagged', '1');
  if (f.persons?.[0]) q.set('person', f.persons[0]);
  if (f.locations?.[0]) q.set('place', f.locations[0]);
  if (f.search?.trim()) q.set('q', f.search.trim());
  if (f.order_by && f.order_by !== '-updated_at') q.set('order', f.order_by);
  return q.toString();
}
