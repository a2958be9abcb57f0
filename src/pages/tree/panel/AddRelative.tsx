/** Add a relative (R 1-4, a ghost card or a button): a new person created already attached to the selected one. */
import { useEffect, useState } from 'react';
import { personsApi } from '../../../api/persons';
import type { RelativeKind } from '../../../commands';
import type { Gender } from '../../../protocol/draw';
import type { PersonOut } from '../../../protocol/trees';
import { ChooseExisting } from './ChooseExisting';
import { errorsOf } from './panelErrors';
import { emptyForm, personFieldsFromForm, type PersonForm } from './personForm';
import { PersonFormView, type FieldErrors } from './PersonFormView';
import { relativePrefill, type SurnamePrefill } from './relativePrefill';

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

const noPrefill: SurnamePrefill = { surnameEn: '', surnameZh: '' };

/** The family surname for a new child or sibling, read from the person (and for a child, their spouses). */
function useSurnamePrefill(personId: string, relation: RelativeKind): SurnamePrefill | null {
  const needed = relation === 'child' || relation === 'sibling';
  const [prefill, setPrefill] = useState<{ key: string; value: SurnamePrefill } | null>(null);
  const key = `${personId}-${relation}`;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    Promise.all([personsApi.get(personId), relation === 'child' ? personsApi.relatives(personId) : null]).then(
      ([person, relatives]) => {
        const divorced = new Set(relatives?.spouses_meta.filter((m) => m.is_divorced).map((m) => m.spouse_id));
        const spouses = (relatives?.spouses ?? []).map((s) => ({ person: s, isDivorced: divorced.has(s.id) }));
        if (live) setPrefill({ key, value: relativePrefill(relation, person, spouses) });
      },
      // Without the family's names the form simply starts empty.
      () => live && setPrefill({ key, value: noPrefill }),
    );
    return () => {
      live = false;
    };
  }, [needed, personId, relation, key]);
  if (!needed) return noPrefill;
  return prefill?.key === key ? prefill.value : null;
}

export function AddRelative({ treeId, personId, relation, gender, onAdded, onCancel }: Props) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const prefill = useSurnamePrefill(personId, relation);
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
      {prefill ? (
        <PersonFormView
          key={`${personId}-${relation}-${gender ?? ''}`}
          idPrefix="add-relative"
          initial={{ ...emptyForm(gender), ...prefill }}
          submitLabel="Add"
          busy={busy}
          errors={errors}
          onSubmit={save}
          onCancel={onCancel}
        />
      ) : (
        <p role="status">Loading…</p>
      )}
    </>
  );
}
