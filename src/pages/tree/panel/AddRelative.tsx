/** Add a relative (R 1-4, a ghost card or a button): a new person created already attached to the selected one. */
import { useState } from 'react';
import { personsApi } from '../../../api/persons';
import type { RelativeKind } from '../../../commands';
import type { Gender } from '../../../protocol/draw';
import type { PersonOut } from '../../../protocol/trees';
import { ChooseExisting } from './ChooseExisting';
import { errorsOf } from './panelErrors';
import { emptyForm, personFieldsFromForm, type PersonForm } from './personForm';
import { PersonFormView, type FieldErrors } from './PersonFormView';

export const RELATION_TITLE: Record<RelativeKind, string> = { parent: 'Add a parent', spouse: 'Add a spouse', sibling: 'Add a sibling', child: 'Add a child' };

interface Props {
  treeId: string;
  personId: string;
  relation: RelativeKind;
  /** A ghost card ("add mother") already says which. */
  gender?: Gender;
  onAdded: (person: PersonOut) => void;
  onCancel: () => void;
}

export function AddRelative({ treeId, personId, relation, gender, onAdded, onCancel }: Props) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = async (form: PersonForm) => {
    const fields = personFieldsFromForm(form);
    setBusy(true);
    setErrors({});
    try {
      onAdded(await personsApi.create(treeId, fields, { personId, relation }));
    } catch (err) {
      const found = errorsOf(err, fields);
      if (found) setErrors(found);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ChooseExisting key={`${personId}-${relation}`} treeId={treeId} personId={personId} relation={relation} onLinked={onAdded} />
      <p className="tree-form__or">or add someone new:</p>
      <PersonFormView
        key={`${personId}-${relation}-${gender ?? ''}`}
        idPrefix="add-relative"
        initial={emptyForm(gender)}
        submitLabel="Add"
        busy={busy}
        errors={errors}
        onSubmit={save}
        onCancel={onCancel}
      />
    </>
  );
}
