/**
 * Full edit (F): every person field. Names, gender, dates and places as in quick edit, plus facts,
 * residences and notes. Saves with PATCH person/{id}/ (names, dates, places, residences, notes), then
 * POST person/{id}/facts/ (the whole fact list); the server's errors land on their fields or rows.
 */
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { ApiError, call, isCancelled } from '../../../api/client';
import { personsApi } from '../../../api/persons';
import type { PersonOut } from '../../../protocol/trees';
import { extraErrors, extraFromPerson, factsFromForm, residencesFromForm, type ExtraErrors, type ExtraForm } from './fullEditForm';
import { FullEditExtras } from './FullEditExtras';
import { errorsOf } from './panelErrors';
import { formFromPerson, personFieldsFromForm, type PersonForm } from './personForm';
import { PersonFormView, type FieldErrors } from './PersonFormView';

interface Props {
  personId: string;
  onSaved: (person: PersonOut) => void;
  onCancel: () => void;
}

const noExtraErrors: ExtraErrors = { facts: {}, residences: {}, notes: [] };

function fieldsOf(err: unknown): Record<string, string[]> | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const body = err.body as typeof err.body & { person?: Record<string, string[]> };
  return body.person ?? body.fields;
}

export function FullEdit({ personId, onSaved, onCancel }: Props) {
  const [person, setPerson] = useState<PersonOut | null>(null);
  const [extra, setExtra] = useState<ExtraForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rowErrors, setRowErrors] = useState<ExtraErrors>(noExtraErrors);
  useEffect(() => {
    let live = true;
    setPerson(null);
    personsApi.get(personId).then(
      (p) => {
        if (!live) return;
        setPerson(p);
        setExtra(extraFromPerson(p));
      },
      (err: unknown) => live && !isCancelled(err) && setLoadError(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, [personId]);

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!person || !extra) return <p role="status">Loading…</p>;
  const save = async (form: PersonForm) => {
    const patch = { ...personFieldsFromForm(form, person), residence_location: residencesFromForm(extra.residences), notes: extra.notes.trim() || null };
    setBusy(true);
    setErrors({});
    setRowErrors(noExtraErrors);
    try {
      await personsApi.patch(personId, patch);
      await call('POST', `person/${encodeURIComponent(personId)}/facts/`, z.unknown(), { json: { facts: factsFromForm(extra.facts) } });
      onSaved(await personsApi.get(personId));
    } catch (err) {
      const rows = extraErrors(fieldsOf(err), extra);
      setRowErrors(rows);
      const onRows = Object.keys(rows.facts).length + Object.keys(rows.residences).length + rows.notes.length > 0;
      const found = errorsOf(err, patch);
      // Row errors are shown on their rows; the person fields keep only what is theirs.
      if (found) setErrors(onRows ? { ...found, form: undefined } : found);
    } finally {
      setBusy(false);
    }
  };
  return (
    <PersonFormView key={personId} idPrefix="full-edit" initial={formFromPerson(person)} submitLabel="Save" busy={busy} errors={errors} onSubmit={save} onCancel={onCancel}>
      <FullEditExtras value={extra} errors={rowErrors} onChange={setExtra} />
    </PersonFormView>
  );
}
