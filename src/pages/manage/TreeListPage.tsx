/** familytree-manage-all: the member's trees, owned first, then those others share with them. */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { manageApi } from '../../api/manage';
import { treesApi, type TreeListItem } from '../../api/trees';
import { showToast } from '../../app/toast';
import { setActiveTree, sessionStore } from '../../state/session';
import { errorMessage, LoadError } from './ui';
import './manage.css';

type Role = 'Owner' | 'Editor' | 'Viewer';

function roleOf(tree: TreeListItem, owned: Set<string>, editable: Set<string>): Role {
  if (owned.has(tree.object_id)) return 'Owner';
  return editable.has(tree.object_id) ? 'Editor' : 'Viewer';
}

interface Listed {
  tree: TreeListItem;
  role: Role;
}

export default function TreeListPage() {
  const [trees, setTrees] = useState<Listed[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setError(null);
    treesApi.list().then(
      (answer) => {
        const owned = new Set(answer.owned);
        const editable = new Set(answer.editable);
        const order: Record<Role, number> = { Owner: 0, Editor: 1, Viewer: 2 };
        const listed = answer.objects.map((tree) => ({ tree, role: roleOf(tree, owned, editable) }));
        setTrees(listed.sort((a, b) => order[a.role] - order[b.role] || (a.tree.name ?? '').localeCompare(b.tree.name ?? '')));
      },
      (err) => setError(errorMessage(err)),
    );
  }, []);
  useEffect(load, [load]);

  async function remove(tree: TreeListItem) {
    setBusy(true);
    try {
      await manageApi.deleteTree(tree.object_id);
      if (sessionStore.getSnapshot().activeTreeId === tree.object_id) setActiveTree(null);
      showToast(`${tree.name ?? 'The tree'} was deleted.`, { kind: 'success' });
      setConfirming(null);
      load();
    } catch (err) {
      const message = errorMessage(err);
      if (message) showToast(message, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="manage-page">
      <div className="manage-actions" style={{ justifyContent: 'space-between' }}>
        <h1>My family trees</h1>
        <Link className="manage-button" href="/familytree/create">
          Create a tree
        </Link>
      </div>
      <LoadError message={error} onRetry={load} />
      {!trees && !error && <p aria-live="polite">Loading your trees…</p>}
      {trees && trees.length === 0 && <p>You have no family tree yet.</p>}
      {trees && trees.length > 0 && (
        <ul className="tree-list" aria-label="Family trees">
          {trees.map(({ tree, role }) => (
            <li key={tree.object_id} data-tree-id={tree.object_id}>
              <div>
                <strong>{tree.name || 'Untitled tree'}</strong>
                <div className="tree-meta">
                  {role}
                  {tree.persons_count !== undefined && ` · ${tree.persons_count} ${tree.persons_count === 1 ? 'person' : 'persons'}`}
                  {` · ${tree.is_public ? 'Public' : 'Private'}`}
                  {role !== 'Owner' && tree.owner_email && ` · shared by ${tree.owner_email}`}
                </div>
              </div>
              <div className="manage-actions">
                <Link className="manage-button secondary" href={`/familytree/${tree.object_id}`} onClick={() => setActiveTree(tree.object_id)}>
                  Open<span className="visually-hidden"> {tree.name}</span>
                </Link>
                {role === 'Owner' && (
                  <Link className="manage-button secondary" href={`/familytree/${tree.object_id}/manage`}>
                    Manage<span className="visually-hidden"> {tree.name}</span>
                  </Link>
                )}
                {role === 'Owner' && confirming !== tree.object_id && (
                  <button type="button" className="manage-button danger" onClick={() => setConfirming(tree.object_id)}>
                    Delete<span className="visually-hidden"> {tree.name}</span>
                  </button>
                )}
                {confirming === tree.object_id && (
                  <div role="alertdialog" aria-label={`Delete ${tree.name}`} className="manage-actions">
                    <span>Delete this tree and everyone in it? This cannot be undone.</span>
                    <button type="button" className="manage-button" disabled={busy} onClick={() => void remove(tree)}>
                      Yes, delete
                    </button>
                    <button type="button" className="manage-button secondary" onClick={() => setConfirming(null)}>
                      Cancel
                    </button>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
