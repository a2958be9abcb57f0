/**
 * "Attach to my tree" on a record page. A visitor is sent to log in (and back to the record after); a
 * member chooses one of the trees they may edit, finds the person by name, and attaches the record:
 * the mention is made and saved, and the record inbox lists it.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { attachRecord } from '../../api/records';
import { treesApi } from '../../api/trees';
import { Modal } from '../../app/Modal';
import type { RecordDetail } from '../../protocol/records';
import type { PersonOut } from '../../protocol/trees';
import { isLoggedIn, useSession } from '../../state/session';
import { useLoad } from '../company/useLoad';
import { recordHref } from './recordLinks';

export function AttachButton({ record }: { record: RecordDetail }) {
  const loggedIn = useSession(isLoggedIn);
  const [open, setOpen] = useState(false);
  if (!loggedIn)
    return (
      <Link className="records__attach" href={`/login?redirect=${encodeURIComponent(recordHref(record))}`}>
        Attach to my tree
      </Link>
    );
  return (
    <>
      <button type="button" className="records__attach" onClick={() => setOpen(true)}>
        Attach to my tree
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Attach this record to a person">
        <Chooser record={record} />
      </Modal>
    </>
  );
}

function Chooser({ record }: { record: RecordDetail }) {
  const trees = useLoad(() => treesApi.list(), 'editable-trees');
  const editable = trees.state === 'ready' ? trees.data.objects.filter((t) => trees.data.owned.includes(t.object_id) || trees.data.editable.includes(t.object_id)) : [];
  const [treeId, setTreeId] = useState('');
  const [query, setQuery] = useState(record.persons[0]?.surname ?? '');
  const [found, setFound] = useState<PersonOut[] | null>(null);
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'error' } | { kind: 'done'; name: string }>({ kind: 'idle' });
  const tree = treeId || editable[0]?.object_id || '';

  if (trees.state === 'loading') return <p role="status">Loading your trees…</p>;
  if (trees.state === 'error') return <p role="alert">Your trees could not be loaded. Please try again.</p>;
  if (!editable.length)
    return (
      <p>
        You have no tree you can edit yet. <Link href="/familytree/create">Start a tree</Link> first.
      </p>
    );
  if (state.kind === 'done')
    return (
      <p role="status">
        Attached to {state.name}. <Link href="/record-inbox">Open your record inbox</Link>
      </p>
    );

  const search = async (e: FormEvent) => {
    e.preventDefault();
    try {
      setFound((await treesApi.search(tree, query.trim())).objects);
    } catch {
      setState({ kind: 'error' });
    }
  };
  const attach = async (person: PersonOut) => {
    setState({ kind: 'busy' });
    try {
      await attachRecord(person.id, { code: record.code, source_id: record.source.id });
      setState({ kind: 'done', name: person.full_name });
    } catch {
      setState({ kind: 'error' });
    }
  };
  return (
    <form className="records__chooser" onSubmit={search}>
      <label>
        Tree
        <select value={tree} onChange={(e) => (setTreeId(e.target.value), setFound(null))}>
          {editable.map((t) => (
            <option key={t.object_id} value={t.object_id}>
              {t.name || 'Untitled tree'}
            </option>
          ))}
        </select>
      </label>
      <label>
        Person&apos;s name
        <input value={query} onChange={(e) => setQuery(e.target.value)} required maxLength={100} />
      </label>
      <button type="submit">Find</button>
      {found && found.length === 0 && <p>No one of that name in this tree.</p>}
      {found && found.length > 0 && (
        <ul aria-label="People found">
          {found.map((p) => (
            <li key={p.id}>
              <span>{p.full_name}</span>
              <button type="button" disabled={state.kind === 'busy'} onClick={() => void attach(p)}>
                Attach to {p.full_name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {state.kind === 'error' && <p role="alert">This could not be done. Please try again.</p>}
    </form>
  );
}
