/** familytree-create: a name and the first person, then the new tree opens. */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/client';
import { treesApi } from '../../api/trees';
import { setActiveTree } from '../../state/session';
import { buildPerson, emptyShortForm, hasName, placeErrors, type ShortErrors } from './personDraft';
import { FormError, PersonFieldset, TextField, errorMessage } from './ui';
import './manage.css';

export default function CreateTreePage() {
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [person, setPerson] = useState(emptyShortForm());
  const [nameErrors, setNameErrors] = useState<string[]>([]);
  const [errors, setErrors] = useState<ShortErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!hasName(person)) {
      setErrors({ givenEn: ['Give the first person a name in English or Chinese.'] });
      return;
    }
    const built = buildPerson(person);
    setBusy(true);
    setErrors({});
    setNameErrors([]);
    try {
      const tree = await treesApi.create(built.fields, name.trim() || undefined);
      setActiveTree(tree.object_id);
      navigate(`/familytree/${tree.object_id}`);
    } catch (err) {
      if (err instanceof ApiError && err.body.fields) {
        const placed = placeErrors(err.body.fields, built, 'start_person.');
        setNameErrors(err.body.fields.name ?? []);
        // Anything the fields do not show (e.g. a wrong tree setting) goes above the button.
        const shown = Object.keys(placed).length > 0 || Boolean(err.body.fields.name);
        setErrors(shown ? placed : { form: [err.body.error] });
      } else {
        const message = errorMessage(err);
        if (message) setErrors({ form: [message] });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="manage-page">
      <h1>Create a family tree</h1>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Tree name" value={name} onValue={setName} errors={nameErrors} hint="For example: The Chan family of Taishan" maxLength={200} />
        <PersonFieldset legend="The first person in the tree" value={person} onChange={setPerson} errors={errors} disabled={busy} />
        <FormError messages={errors.form} />
        <button type="submit" className="manage-button" disabled={busy}>
          {busy ? 'Creating…' : 'Create tree'}
        </button>
      </form>
    </div>
  );
}
