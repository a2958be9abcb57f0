/** The persons shown in an asset: each with a remove button, and a search of the tree's persons to add one. */
import { useId, useState } from 'react';
import type { AssetPersonTag } from '../../protocol/library';
import { usePersonSearch } from '../tree/usePersonSearch';
import { tagName } from './assetView';


interface Props {
  treeId: string;
  persons: AssetPersonTag[];
  canEdit: boolean;
  onChange: (persons: AssetPersonTag[]) => void;
}

export function AssetPersons({ treeId, persons, canEdit, onChange }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const { results, error } = usePersonSearch(treeId, query);
  const tagged = new Set(persons.map((p) => p.object_id));
  const found = (results ?? []).filter((p) => !tagged.has(p.id));
  return (
    <section className="asset-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Persons</h2>
      {persons.length === 0 ? (
        <p className="library-meta">Nobody is tagged yet.</p>
      ) : (
        <ul className="asset-persons" aria-label="Tagged persons">
          {persons.map((p) => (
            <li key={p.object_id}>
              <span>{tagName(p)}</span>
              {canEdit && (
                <button type="button" className="library-button library-button--quiet" aria-label={`Remove ${tagName(p)}`} onClick={() => onChange(persons.filter((x) => x.object_id !== p.object_id))}>
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <div className="asset-field">
          <label htmlFor={`${id}-search`}>Tag a person</label>
          <input id={`${id}-search`} type="search" value={query} placeholder="Name in English or Chinese" autoComplete="off" onChange={(e) => setQuery(e.target.value)} />
          {error && <p role="alert">{error}</p>}
          {results && (
            <ul className="asset-person-results" aria-label="Persons found">
              {found.length === 0 && <li className="library-meta">No other person of this tree matches.</li>}
              {found.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className="library-button library-button--quiet"
                    onClick={() => {
                      onChange([...persons, { object_id: p.id, full_name: p.full_name, names_zh: p.names_zh }]);
                      setQuery('');
                    }}
                  >
                    Add {tagName(p)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
