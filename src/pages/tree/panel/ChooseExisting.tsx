/** 'Choose someone already in the tree' in the add-relative panel: search, then link the one chosen. */
import { useState } from 'react';
import { isCancelled } from '../../../api/client';
import { personsApi } from '../../../api/persons';
import type { RelativeKind } from '../../../commands';
import type { PersonOut } from '../../../protocol/trees';
import { usePersonSearch } from '../usePersonSearch';
import { linkCalls, linkExisting } from './linkExisting';

interface Props {
  treeId: string;
  personId: string;
  relation: RelativeKind;
  onLinked: (person: PersonOut) => void;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function ChooseExisting({ treeId, personId, relation, onLinked }: Props) {
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const search = usePersonSearch(treeId, query);
  const results = search.results && search.results.filter((p) => p.id !== personId);
  const shownError = error ?? search.error;

  const choose = async (chosen: PersonOut) => {
    setBusy(true);
    setError(null);
    try {
      const parents = relation === 'sibling' ? (await personsApi.relatives(personId)).parents.map((p) => p.id) : [];
      await linkExisting(linkCalls(relation, personId, chosen.id, parents));
      onLinked(chosen);
    } catch (err) {
      if (!isCancelled(err)) setError(message(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="tree-form__existing" aria-label="Choose someone already in the tree">
      <input
        type="search"
        aria-label="Choose someone already in the tree"
        placeholder="Someone already in the tree: name or pinyin"
        value={query}
        disabled={busy}
        onChange={(e) => setQuery(e.target.value)}
      />
      {shownError && <p role="alert">{shownError}</p>}
      {results && (
        <ul className="tree-search__results" aria-label="People in this tree">
          {results.length === 0 && <li className="tree-search__empty">No one in this tree matches.</li>}
          {results.map((p) => (
            <li key={p.id}>
              <button type="button" disabled={busy} onClick={() => void choose(p)}>
                <span>{p.names_en || p.full_name}</span>
                {p.names_zh && <span lang="zh"> {p.names_zh}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
