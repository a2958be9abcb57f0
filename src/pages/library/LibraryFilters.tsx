/** The library's filters: kind chips with their counts, search, person, place and order. */
import { useEffect, useId, useState } from 'react';
import type { LibraryFilters, LibraryOrder } from '../../api/library';
import type { AssetKind, LibraryCounts, SearchOptions } from '../../protocol/library';
import { tagName } from './assetView';

type Chip = { id: string; label: string; count: keyof LibraryCounts; kind?: AssetKind; untagged?: boolean };
const CHIPS: Chip[] = [
  { id: 'all', label: 'All', count: 'all' },
  { id: 'image', label: 'Photos', count: 'image', kind: 'image' },
  { id: 'video', label: 'Videos', count: 'video', kind: 'video' },
  { id: 'audio', label: 'Audio', count: 'audio', kind: 'audio' },
  { id: 'genealogy', label: 'Files', count: 'genealogy', kind: 'genealogy' },
  { id: 'untagged', label: 'Untagged', count: 'untagged', untagged: true },
];

const ORDERS: { value: LibraryOrder; label: string }[] = [
  { value: '-updated_at', label: 'Recently updated' },
  { value: '-created_at', label: 'Newest added' },
  { value: 'created_at', label: 'Oldest added' },
  { value: 'filename', label: 'Name' },
  { value: 'event_date', label: 'Date, earliest first' },
  { value: '-event_date', label: 'Date, latest first' },
];

const SEARCH_DELAY_MS = 300;

interface Props {
  filters: LibraryFilters;
  counts: LibraryCounts | null;
  options: SearchOptions | null;
  onChange: (filters: LibraryFilters) => void;
}

export function LibraryFilterBar({ filters, counts, options, onChange }: Props) {
  const id = useId();
  const [search, setSearch] = useState(filters.search ?? '');
  const active = filters.untagged ? 'untagged' : (filters.kind ?? 'all');
  useEffect(() => {
    if ((filters.search ?? '') === search.trim()) return;
    const timer = setTimeout(() => onChange({ ...filters, search: search.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);
  return (
    <div className="library-filters">
      <ul className="library-chips" aria-label="Show">
        {CHIPS.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              aria-pressed={active === c.id}
              onClick={() => onChange({ ...filters, kind: c.kind, untagged: c.untagged || undefined })}
            >
              {c.label}
              {counts && <span className="library-chips__count">{counts[c.count]}</span>}
            </button>
          </li>
        ))}
      </ul>
      <div className="library-filters__row">
        <label htmlFor={`${id}-search`}>
          Search
          <input id={`${id}-search`} type="search" value={search} placeholder="File name or description" onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label htmlFor={`${id}-person`}>
          Person
          <select
            id={`${id}-person`}
            value={filters.persons?.[0] ?? ''}
            onChange={(e) => onChange({ ...filters, persons: e.target.value ? [e.target.value] : undefined })}
          >
            <option value="">Anyone</option>
            {options?.persons.map((p) => (
              <option key={p.object_id} value={p.object_id}>
                {tagName(p)} ({p.count})
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-place`}>
          Place
          <select
            id={`${id}-place`}
            value={filters.locations?.[0] ?? ''}
            onChange={(e) => onChange({ ...filters, locations: e.target.value ? [e.target.value] : undefined })}
          >
            <option value="">Anywhere</option>
            {options?.locations.map((l) => (
              <option key={`${l.place_id ?? ''}-${l.name}`} value={l.place_id ?? l.name}>
                {l.name} ({l.count})
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-order`}>
          Sort
          <select id={`${id}-order`} value={filters.order_by ?? '-updated_at'} onChange={(e) => onChange({ ...filters, order_by: e.target.value as LibraryOrder })}>
            {ORDERS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
