/** Quick edit (double click or E): saves with PATCH person/{id}/ and shows the server's errors on their fields. */
import { useEffect, useState } from 'react';
import { isCancelled } from '../../../api/client';
import { personsApi } from '../../../api/persons';
import type { PersonOut } from '../../../protocol/trees';
import { errorsOf } from './panelErrors';
import { formFromPerson, personFieldsFromForm, type PersonForm } from './personForm';
import { PersonFormView, type FieldErrors } from './PersonFormView';

interface Props {
  personId: string;
  onSaved: (person: PersonOut) => void;
  onCancel: () => void;
}

export function QuickEdit({ personId, onSaved, onCancel }: Props) {
  const [person, setPerson] = useState<PersonOut | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    let live = true;
    setPerson(null);
    personsApi.get(personId).then(
      (p) => live && setPerson(p),
      (err: unknown) => live && !isCancelled(err) && setLoadError(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, [personId]);

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!person) return <p role="status">Loading…</p>;
  const save = async (form: PersonForm) => {
    const patch = personFieldsFromForm(form, person);
    setBusy(true);
    setErrors({});
    try {
      onSaved(await personsApi.patch(personId, patch));
    } catch (err) {
      const found = errorsOf(err, patch);
      if (found) setErrors(found);
    } finally {
      setBusy(false);
    }
  };
  return <PersonFormView key={personId} idPrefix="quick-edit" initial={formFromPerson(person)} submitLabel="Save" busy={busy} errors={errors} onSubmit={save} onCancel={onCancel} />;
}
