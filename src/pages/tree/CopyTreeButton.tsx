/**
 * "Make my own copy" of a tree the user may read but does not own (the demo tree above all): a
 * member names the copy and is taken to it, ready to edit; a visitor is asked to sign in first and
 * comes back to this tree afterwards.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { isCancelled } from '../../api/client';
import { treesApi } from '../../api/trees';
import { Modal } from '../../app/Modal';
import { showToast } from '../../app/toast';
import type { TreeDetails } from '../../protocol/trees';
import { isLoggedIn, useSession } from '../../state/session';

interface Props {
  details: TreeDetails;
  /** Tells the page a dialog is open, so tree shortcuts wait while it is. */
  onDialog?: (open: boolean) => void;
}

const copyName = (name: string) => `${name.slice(0, 193)} (copy)`;

export function CopyTreeButton({ details, onDialog }: Props) {
  const loggedIn = useSession(isLoggedIn);
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(() => copyName(details.name));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => onDialog?.(open), [open, onDialog]);

  if (details.is_owner) return null;
  // Members see the living in full; anyone else copies them as the 'Living' they see.
  const member = details.tree_members.length > 0;
  const back = `/familytree/${details.object_id}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const copy = await treesApi.copy(details.object_id, name.trim() || undefined);
      setOpen(false);
      showToast(`Your copy “${copy.name}” is ready to edit.`, { kind: 'success' });
      navigate(`/familytree/${copy.object_id}`);
    } catch (err) {
      if (!isCancelled(err)) setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="tree-button tree-button--primary" onClick={() => setOpen(true)}>
        Make my own copy
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={loggedIn ? 'Make my own copy' : 'Sign in to make your own copy'}>
        {loggedIn ? (
          <form className="tree-form" onSubmit={(e) => void submit(e)}>
            <p>
              A new private tree of yours, with everyone in this one, that you can edit as you like.
              {!member && ' People shown as Living stay hidden in your copy too.'}
            </p>
            <label className="tree-form__field">
              Name of your copy
              <input value={name} maxLength={200} required onChange={(e) => setName(e.target.value)} />
            </label>
            {error && (
              <p role="alert" className="tree-form__error">
                {error}
              </p>
            )}
            <div className="tree-form__actions">
              <button type="submit" className="tree-button tree-button--primary" disabled={busy}>
                {busy ? 'Copying…' : 'Make the copy'}
              </button>
              <button type="button" className="tree-button" onClick={() => setOpen(false)}>
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <div className="tree-form">
            <p>Sign in or create a free account to make your own copy of this tree. You will come back here afterwards.</p>
            <div className="tree-form__actions">
              <Link className="tree-button tree-button--primary" href={`/login?redirect=${encodeURIComponent(back)}`}>
                Log in
              </Link>
              <Link className="tree-button" href={`/register?redirect=${encodeURIComponent(back)}`}>
                Create an account
              </Link>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
