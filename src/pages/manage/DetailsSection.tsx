/** Rename the tree and choose its home person by searching the tree in either script or pinyin. */
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { treesApi } from '../../api/trees';
import type { PersonOut } from '../../protocol/trees';
import { showToast } from '../../app/toast';
import type { SectionProps } from './ManagePage';
import { FormError, TextField, errorMessage } from './ui';

export function DetailsSection({ tree, onChange }: SectionProps) {
  const [name, setName] = useState(tree.name);
  const [nameErrors, setNameErrors] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PersonOut[]>([]);
  const [formError, setFormError] = useState<string[]>([]);
  const owner = tree.is_user_owner;

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setResults([]);
      return;
    }
    const timer = setTimeout(() => {
      treesApi.search(tree.object_id, q, 10).then(
        (answer) => setResults(answer.objects),
        (err) => {
          const message = errorMessage(err);
          if (message) setFormError([message]);
        },
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [query, tree.object_id]);

  async function rename(e: FormEvent) {
    e.preventDefault();
    setNameErrors([]);
    try {
      onChange(await treesApi.patch(tree.object_id, { name: name.trim() }));
      showToast('The tree was renamed.', { kind: 'success' });
    } catch (err) {
      if (err instanceof ApiError && err.body.fields?.name) setNameErrors(err.body.fields.name);
      else setNameErrors([errorMessage(err) ?? ''].filter(Boolean));
    }
  }

  async function chooseHome(person: PersonOut) {
    setFormError([]);
    try {
      onChange(await treesApi.patch(tree.object_id, { home_person_id: person.object_id }));
      setQuery('');
      setResults([]);
      showToast(`${person.full_name} is now the home person.`, { kind: 'success' });
    } catch (err) {
      const message = errorMessage(err);
      if (message) setFormError([message]);
    }
  }

  const home = tree.start_person && tree.start_person.object_id === tree.home_person ? tree.start_person.full_name : null;
  return (
    <section aria-labelledby="manage-details">
      <h2 id="manage-details">Details</h2>
      <form onSubmit={(e) => void rename(e)} noValidate>
        <TextField label="Tree name" value={name} onValue={setName} errors={nameErrors} maxLength={200} disabled={!owner} />
        <button type="submit" className="manage-button" disabled={!owner || name.trim() === tree.name}>
          Rename
        </button>
      </form>
      <h2>Home person</h2>
      <p>
        The tree opens at the home person. Now: <strong>{home ?? (tree.home_person ? 'set' : 'not chosen')}</strong>
      </p>
      <TextField
        label="Find a person to make the home person"
        type="search"
        value={query}
        onValue={setQuery}
        hint="Type a name in English, Chinese or pinyin."
        disabled={!owner}
        aria-controls="manage-home-results"
      />
      <ul id="manage-home-results" className="manage-results" aria-label="Matching persons" hidden={results.length === 0}>
        {results.map((p) => (
          <li key={p.object_id}>
            <button type="button" onClick={() => void chooseHome(p)}>
              {p.full_name}
              {p.birth_date?.year ? ` (b. ${p.birth_date.year})` : ''}
            </button>
          </li>
        ))}
      </ul>
      <FormError messages={formError} />
    </section>
  );
}
