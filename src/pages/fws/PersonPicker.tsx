/** Picks a person of a tree by name (the tree's search call), for a site's start person or a branch. */
import { useEffect, useId, useState } from 'react';
import { isCancelled } from '../../api/client';
import { treesApi } from '../../api/trees';

export interface Picked {
  id: string;
  name: string;
}

export function PersonPicker({ treeId, label, value, onPick }: { treeId: string; label: string; value: Picked | null; onPick: (p: Picked) => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Picked[]>([]);
  useEffect(() => {
    if (query.trim().length < 1 || !treeId) {
      setHits([]);
      return;
    }
    const timer = setTimeout(() => {
      treesApi.search(treeId, query.trim(), 8).then(
        (list) => setHits(list.objects.map((p) => ({ id: p.object_id, name: p.full_name }))),
        (err) => {
          if (!isCancelled(err)) setHits([]);
        },
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [query, treeId]);
  return (
    <div className="fws-field">
      <label htmlFor={id}>{label}</label>
      {value && <div className="fws-picked">{value.name}</div>}
      <input id={id} type="search" placeholder="Search by name" value={query} onChange={(e) => setQuery(e.target.value)} />
      {hits.length > 0 && (
        <ul className="fws-hits" role="listbox" aria-label={`${label}: matches`}>
          {hits.map((h) => (
            <li key={h.id}>
              <button
                type="button"
                role="option"
                aria-selected={value?.id === h.id}
                onClick={() => {
                  onPick(h);
                  setQuery('');
                  setHits([]);
                }}
              >
                {h.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
