import { describe, expect, it } from 'vitest';
import { filtersFromQuery, queryFromFilters } from './filterQuery';

describe('library filters in the address', () => {
  it('go there and back unchanged', () => {
    const filters = { kind: 'video' as const, persons: ['p-1'], locations: ['Taishan 台山'], search: 'wedding', order_by: 'filename' as const };
    const query = queryFromFilters(filters);
    expect(query).toBe('kind=video&person=p-1&place=Taishan+%E5%8F%B0%E5%B1%B1&q=wedding&order=filename');
    expect(filtersFromQuery(`?${query}`)).toEqual(filters);
    expect(filtersFromQuery(queryFromFilters({ untagged: true }))).toEqual({ untagged: true });
  });

  it('drop unknown kinds and orders, empty words and the default order', () => {
    expect(filtersFromQuery('kind=pdf&order=size&q=%20%20&untagged=yes')).toEqual({});
    expect(queryFromFilters({ order_by: '-updated_at', search: ' ' })).toBe('');
  });
});
