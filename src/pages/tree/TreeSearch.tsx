/** Tree search (ctrl+F): by either script or pinyin on the server; choosing a result focuses its card. */
import { useEffect, useRef, useState } from 'react';
import type { PersonOut } from '../../protocol/trees';
import { usePersonSearch } from './usePersonSearch';

interface Props {
  treeId: string;
  onChoose: (person: PersonOut) => void;
  onClose: () => void;
}

export function TreeSearch({ treeId, onChoose, onClose }: Props) {
  const [query, setQuery] = useState('');
  const { results, error } = usePersonSearch(treeId, query);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

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
