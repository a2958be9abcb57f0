/** Creates a family website from one of the member's trees; the first one also takes her report username (chosen once). */
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { familyWebsitesApi } from '../../api/familywebsites';
import { treesApi, type TreeListItem } from '../../api/trees';
import { slugify } from '../../protocol/names';
import { PersonPicker, type Picked } from './PersonPicker';

export function fieldErrors(err: unknown): Record<string, string[]> {
  return err instanceof ApiError ? (err.body.fields ?? {}) : {};
}

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : 'Something went wrong.';
}

export function CreateSiteForm({ username, onCreated }: { username: string | null; onCreated: () => void }) {
  const [trees, setTrees] = useState<TreeListItem[]>([]);
  const [name, setName] = useState(username ?? '');
  const [siteName, setSiteName] = useState('');
  const [treeId, setTreeId] = useState('');
  const [start, setStart] = useState<Picked | null>(null);
  const [title, setTitle] = useState('');
  const [introduction, setIntroduction] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    treesApi.list(['name', 'home_person', 'is_write_allowed']).then(
      (answer) => {
        const editable = new Set(answer.editable);
        const mine = answer.objects.filter((t) => editable.has(t.object_id));
        setTrees(mine);
        if (mine[0]) setTreeId((id) => id || mine[0]!.object_id);
      },
      () => setTrees([]),
    );
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const tree = trees.find((t) => t.object_id === treeId);
    const startId = start?.id ?? tree?.home_person ?? '';
    setBusy(true);
    setErrors({});
    setMessage('');
    try {
      await familyWebsitesApi.create({ username: name.trim(), site_name: siteName.trim() || slugify(title) || 'family', family_tree_id: treeId, start_person_id: startId, title: title.trim(), introduction, is_public: isPublic });
      setSiteName('');
      setTitle('');
      setIntroduction('');
      setStart(null);
      onCreated();
    } catch (err) {
      setErrors(fieldErrors(err));
      setMessage(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const err = (field: string) => (errors[field]?.length ? <div className="fws-error" role="alert">{errors[field]!.join(' ')}</div> : null);
  return (
    <form className="fws-form" onSubmit={submit} aria-label="Create a family website">
      <h2>Create a family website</h2>
      <div className="fws-field">
        <label htmlFor="fws-username">Report username</label>
        <input id="fws-username" value={name} disabled={!!username} onChange={(e) => setName(e.target.value.toLowerCase())} placeholder="wong-family" required />
        <div className="fws-hint">{username ? 'Your sites live under this name.' : 'Chosen once: lower-case letters, digits and hyphens. Your sites are at /fws/this-name.'}</div>
        {err('username')}
      </div>
      <div className="fws-field">
        <label htmlFor="fws-tree">Tree</label>
        <select id="fws-tree" value={treeId} onChange={(e) => { setTreeId(e.target.value); setStart(null); }}>
          {trees.map((t) => (
            <option key={t.object_id} value={t.object_id}>
              {t.name}
            </option>
          ))}
        </select>
        {err('family_tree_id')}
      </div>
      {treeId && <PersonPicker treeId={treeId} label="Start from (the tree's home person if you pick no one)" value={start} onPick={setStart} />}
      {err('start_person_id')}
      <div className="fws-field">
        <label htmlFor="fws-title">Title</label>
        <input id="fws-title" value={title} onChange={(e) => setTitle(e.target.value)} placeholder="The Wongs of Sai Kai village" />
      </div>
      <div className="fws-field">
        <label htmlFor="fws-site-name">Site name (in its address)</label>
        <input id="fws-site-name" value={siteName} onChange={(e) => setSiteName(e.target.value.toLowerCase())} placeholder={slugify(title) || 'family'} />
        {err('site_name')}
      </div>
      <div className="fws-field">
        <label htmlFor="fws-intro">Introduction</label>
        <textarea id="fws-intro" rows={4} value={introduction} onChange={(e) => setIntroduction(e.target.value)} />
      </div>
      <label className="fws-check">
        <input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} /> Publish: anyone with the link can read it (living relatives are never shown)
      </label>
      {message && !Object.keys(errors).length && <div className="fws-error" role="alert">{message}</div>}
      <button type="submit" disabled={busy || !treeId || !name}>
        Create the site
      </button>
    </form>
  );
}
