/** Sharing (owner only): add members by e-mail as editor or viewer, change the editor flag, remove. */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { manageApi } from '../../api/manage';
import { showToast } from '../../app/toast';
import { isValidEmail } from '../../protocol/names';
import type { SectionProps } from './ManagePage';
import { FormError, TextField, errorMessage } from './ui';

export function SharingSection({ tree, onChange }: SectionProps) {
  const [emails, setEmails] = useState('');
  const [role, setRole] = useState<'viewer' | 'editor'>('viewer');
  const [emailErrors, setEmailErrors] = useState<string[]>([]);
  const [error, setError] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // The editor flag being saved, shown at once so the checkbox follows the click.
  const [pendingEditor, setPendingEditor] = useState<{ email: string; isEditor: boolean } | null>(null);
  const owner = tree.is_user_owner;

  async function run(action: () => Promise<{ tree_members: typeof tree.tree_members }>, done: string) {
    setBusy(true);
    setError([]);
    try {
      const { tree_members } = await action();
      onChange({ ...tree, tree_members });
      showToast(done, { kind: 'success' });
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.body.fields) setEmailErrors(Object.values(err.body.fields).flat());
      else {
        const message = errorMessage(err);
        if (message) setError([message]);
      }
      return false;
    } finally {
      setBusy(false);
      setPendingEditor(null);
    }
  }

  async function add(e: FormEvent) {
    e.preventDefault();
    const list = emails.split(/[\s,;]+/).filter(Boolean);
    const bad = list.filter((x) => !isValidEmail(x));
    if (list.length === 0 || bad.length) {
      setEmailErrors([list.length === 0 ? 'Enter at least one e-mail address.' : `Not an e-mail address: ${bad.join(', ')}`]);
      return;
    }
    setEmailErrors([]);
    const ok = await run(() => manageApi.addMembers(tree.object_id, list, role === 'editor'), `Shared with ${list.join(', ')}.`);
    if (ok) setEmails('');
  }

  if (!owner) {
    return (
      <section aria-labelledby="manage-sharing">
        <h2 id="manage-sharing">Sharing</h2>
        <p>Only the owner of the tree can share it.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="manage-sharing">
      <h2 id="manage-sharing">Sharing</h2>
      <form onSubmit={(e) => void add(e)} noValidate>
        <TextField label="E-mail addresses" type="text" inputMode="email" value={emails} onValue={setEmails} errors={emailErrors} hint="Separate several addresses with commas." />
        <fieldset className="manage-person">
          <legend>They can</legend>
          <label className="manage-check">
            <input type="radio" name="share-role" checked={role === 'viewer'} onChange={() => setRole('viewer')} /> View the tree (viewer)
          </label>
          <label className="manage-check">
            <input type="radio" name="share-role" checked={role === 'editor'} onChange={() => setRole('editor')} /> View and edit the tree (editor)
          </label>
        </fieldset>
        <button type="submit" className="manage-button" disabled={busy}>
          Share
        </button>
      </form>
      <h2>Members</h2>
      {tree.tree_members.length === 0 && <p>The tree is not shared with anyone yet.</p>}
      <ul className="manage-members" aria-label="Members">
        {tree.tree_members.map((m) => (
          <li key={m.email}>
            <span>
              {m.email}
              {!m.user_id && <span className="manage-hint"> (no account yet)</span>}
            </span>
            <span className="manage-actions">
              <label className="manage-check" style={{ marginBottom: 0 }}>
                <input
                  type="checkbox"
                  checked={pendingEditor?.email === m.email ? pendingEditor.isEditor : m.is_editor}
                  disabled={busy}
                  onChange={(e) => {
                    const isEditor = e.target.checked;
                    setPendingEditor({ email: m.email, isEditor });
                    void run(() => manageApi.editMember(tree.object_id, m.email, isEditor), `${m.email} is now ${isEditor ? 'an editor' : 'a viewer'}.`);
                  }}
                />
                Editor<span className="visually-hidden"> ({m.email})</span>
              </label>
              <button type="button" className="manage-button danger" disabled={busy} onClick={() => void run(() => manageApi.deleteMember(tree.object_id, m.email), `${m.email} was removed.`)}>
                Remove<span className="visually-hidden"> {m.email}</span>
              </button>
            </span>
          </li>
        ))}
      </ul>
      <FormError messages={error} />
    </section>
  );
}
