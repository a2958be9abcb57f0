/**
 * Full edit (F): every person field. Every name of the person with its type, in English and Chinese;
 * gender, dates and places as in quick edit; facts, residences and notes. Saves with
 * PATCH person/{id}/ (names, dates, places, residences, notes), then POST person/{id}/facts/ (the
 * whole fact list); the server's errors land on their fields or rows.
 */
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { ApiError, call, isCancelled } from '../../../api/client';
import { personsApi } from '../../../api/persons';
import type { PersonOut } from '../../../protocol/trees';
import { extraErrors, extraFromPerson, factsFromForm, residencesFromForm, type ExtraErrors, type ExtraForm } from './fullEditForm';
import { FullEditExtras } from './FullEditExtras';
import { hasNameErrors, nameErrors, namesFromPerson, namesToFields, noNameErrors, type NameErrors, type NamesForm } from './namesForm';
import { NamesEditor } from './NamesEditor';
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
  const [names, setNames] = useState<NamesForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rowErrors, setRowErrors] = useState<ExtraErrors>(noExtraErrors);
  const [namesErrors, setNamesErrors] = useState<NameErrors>(noNameErrors);
  useEffect(() => {
    let live = true;
    setPerson(null);
    personsApi.get(personId).then(
      (p) => {
        if (!live) return;
        setPerson(p);
        setExtra(extraFromPerson(p));
        setNames(namesFromPerson(p));
      },
      (err: unknown) => live && !isCancelled(err) && setLoadError(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, [personId]);

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!person || !extra || !names) return <p role="status">Loading…</p>;
  const save = async (form: PersonForm) => {
    const patch = {
      ...personFieldsFromForm(form, person),
      ...namesToFields(names),
      residence_location: residencesFromForm(extra.residences),
      notes: extra.notes.trim() || null,
    };
    setBusy(true);
    setErrors({});
    setRowErrors(noExtraErrors);
    setNamesErrors(noNameErrors);
    try {
      await personsApi.patch(personId, patch);
      await call('POST', `person/${encodeURIComponent(personId)}/facts/`, z.unknown(), { json: { facts: factsFromForm(extra.facts) } });
      onSaved(await personsApi.get(personId));
    } catch (err) {
      const rows = extraErrors(fieldsOf(err), extra);
      const nameRows = nameErrors(fieldsOf(err), names);
      setRowErrors(rows);
      setNamesErrors(nameRows);
      const onRows = Object.keys(rows.facts).length + Object.keys(rows.residences).length + rows.notes.length > 0 || hasNameErrors(nameRows);
      const found = errorsOf(err, patch);
      // Row errors are shown on their rows; the person fields keep only what is theirs (the single
      // name fields errorsOf would put name errors on are not shown here).
      if (found) {
        const { givenEn: _ge, givenZh: _gz, surnameEn: _se, surnameZh: _sz, ...own } = found;
        setErrors(onRows ? { ...own, form: undefined } : own);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <PersonFormView
      key={personId}
      idPrefix="full-edit"
      initial={formFromPerson(person)}
      submitLabel="Save"
      busy={busy}
      errors={errors}
      onSubmit={save}
      onCancel={onCancel}
      names={<NamesEditor value={names} errors={namesErrors} onChange={setNames} />}
    >
      <FullEditExtras value={extra} errors={rowErrors} onChange={setExtra} />
    </PersonFormView>
  );
}
