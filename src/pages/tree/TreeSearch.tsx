/** Tree search (ctrl+F): by either script or pinyin on the server; choosing a result focuses its card. */
import { useEffect, useRef, useState } from 'react';
import { isCancelled } from '../../api/client';
import { treesApi } from '../../api/trees';
import type { PersonOut } from '../../protocol/trees';

const DEBOUNCE_MS = 200;

interface Props {
  treeId: string;
  onChoose: (person: PersonOut) => void;
  onClose: () => void;
}

export function TreeSearch({ treeId, onChoose, onClose }: Props) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PersonOut[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setResults(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      treesApi.search(treeId, q).then(
        (page) => {
          if (!live) return;
          setError(null);
          setResults(page.objects);
        },
        (err: unknown) => live && !isCancelled(err) && setError(err instanceof Error ? err.message : String(err)),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, treeId]);

  return (
    <div className="tree-search" role="search">
      <input
        ref={input}
        type="search"
        aria-label="Search this tree"
        placeholder="Name in English, 中文 or pinyin"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onClose();
          }
          if (e.key === 'Enter' && results?.[0]) onChoose(results[0]);
        }}
      />
      <button type="button" className="tree-button" aria-label="Close search" onClick={onClose}>
        ×
      </button>
      {error && <p role="alert">{error}</p>}
      {results && (
        <ul className="tree-search__results" aria-label="Search results">
          {results.length === 0 && <li className="tree-search__empty">No one in this tree matches.</li>}
          {results.map((p) => (
            <li key={p.id}>
              <button type="button" onClick={() => onChoose(p)}>
                <span>{p.names_en || p.full_name}</span>
                {p.names_zh && <span lang="zh"> {p.names_zh}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
