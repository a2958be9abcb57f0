/** Saves a zupu to one of the member's trees (saved-clan-pedigree with family_tree_id); visitors are asked to log in. */
import { useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../api/client';
import { treesApi } from '../../api/trees';
import { zupusApi } from '../../api/zupus';
import type { ClanPedigree } from '../../protocol/zupus';
import { isLoggedIn, useSession } from '../../state/session';
import { useLoad } from '../company/useLoad';

export function SaveZupu({ zupu }: { zupu: ClanPedigree }) {
  const loggedIn = useSession(isLoggedIn);
  const homeTree = useSession((s) => s.member?.family_tree_id ?? s.activeTreeId);
  const trees = useLoad(() => (loggedIn ? treesApi.list(['name']) : Promise.resolve(null)), `trees|${loggedIn}`);
  const [treeId, setTreeId] = useState<string>('');
  const [state, setState] = useState<{ saved: boolean; busy: boolean; error: string | null }>({ saved: zupu.is_user_saved, busy: false, error: null });

  if (!loggedIn) {
    return (
      <p className="zupus__save">
        <Link href={`/login?redirect=${encodeURIComponent(`/zupus/${zupu.id}`)}`}>Log in</Link> to save this zupu to your family tree.
      </p>
    );
  }
  const list = trees.state === 'ready' && trees.data ? trees.data.objects : [];
  const chosen = treeId || homeTree || list[0]?.object_id || '';
  const save = async () => {
    setState((s) => ({ ...s, busy: true, error: null }));
    try {
      await zupusApi.save(zupu.id, chosen || null, zupu.meta.clan_name);
      setState({ saved: true, busy: false, error: null });
    } catch (err) {
      setState({ saved: false, busy: false, error: err instanceof ApiError ? err.message : 'The zupu could not be saved.' });
    }
  };
  return (
    <form
      className="zupus__save"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {list.length > 1 && (
        <label>
          Tree{' '}
          <select value={chosen} onChange={(e) => setTreeId(e.target.value)}>
            {list.map((t) => (
              <option key={t.object_id} value={t.object_id}>
                {t.name || 'Untitled tree'}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" disabled={state.busy}>
        {state.saved ? 'Save to my tree again' : 'Save to my tree'}
      </button>
      {state.saved && <span role="status">Saved to your tree. It is listed in My Zupus.</span>}
      {state.error && <span role="alert">{state.error}</span>}
    </form>
  );
}
