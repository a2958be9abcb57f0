/**
 * A person's full profile (familytree-profile-details): every name with its type, birth and death,
 * facts, residences, notes and relatives; members who may write edit it in place.
 */
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { isCancelled } from '../../api/client';
import { personsApi } from '../../api/persons';
import { treesApi } from '../../api/trees';
import type { PageProps } from '../../app/routes';
import { formatDate } from '../../protocol/dates';
import { isChinese } from '../../protocol/names';
import type { PersonOut, Relatives, TreeDetails } from '../../protocol/trees';
import { PersonFiles } from '../library/PersonFiles';
import { QuickEdit } from './panel/QuickEdit';
import { LoadFailed } from './LoadFailed';
import { personHeading } from './personHeading';
import { useMemberNameFirst } from './useNameDisplay';
import './TreePage.css';
import { PersonRecords } from '../record-inbox/PersonRecords';

type Loaded = { person: PersonOut; relatives: Relatives; tree: TreeDetails };
type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; data: Loaded };

const label = (v: string) => v.replace(/_/g, ' ');

/** Which script a name is written in, beside its row: a person often has the same kind of name in both. */
function Script({ value }: { value: string }) {
  return <span className="profile-page__script">{isChinese(value) ? 'Chinese' : 'English'}</span>;
}

function RelativeLinks({ title, persons, treeId }: { title: string; persons: PersonOut[]; treeId: string }) {
  if (persons.length === 0) return null;
  return (
    <>
      <dt>{title}</dt>
      <dd>
        <ul className="profile-page__relatives">
          {persons.map((p) => (
            <li key={p.id}>
              <Link href={`/familytree/${treeId}/profile/${p.id}`}>{[p.names_en, p.names_zh].filter(Boolean).join(' ') || p.full_name}</Link>
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}

export default function ProfilePage({ params }: PageProps) {
  const treeId = params.id;
  const personId = params.personId;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState(false);
  const nameFirst = useMemberNameFirst();
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    setEditing(false);
    Promise.all([personsApi.get(personId), personsApi.relatives(personId), treesApi.details(treeId)]).then(
      ([person, relatives, tree]) => live && setState({ kind: 'ready', data: { person, relatives, tree } }),
      (err: unknown) => live && !isCancelled(err) && setState({ kind: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [treeId, personId, attempt]);

  if (state.kind === 'loading') return <p className="page-loading" role="status">Loading the profile…</p>;
  if (state.kind === 'error') return <LoadFailed what="profile" message={state.message} onRetry={() => setAttempt((a) => a + 1)} />;
  const { person: p, relatives: r, tree } = state.data;
  const birth = [formatDate(p.birth_date), p.birth_location].filter(Boolean).join(', ');
  const death = [formatDate(p.death_date), p.death_location].filter(Boolean).join(', ');
  const heading = personHeading(p, nameFirst);
  return (
    <div className="profile-page">
      <nav aria-label="Breadcrumbs" className="tree-crumbs">
        <ol>
          <li>
            <Link href={`/familytree/${treeId}?start_person_id=${personId}`}>{tree.name}</Link>
          </li>
          <li>Profile</li>
        </ol>
      </nav>
      <h1>
        <span lang={heading.lead.lang}>{heading.lead.text}</span>
        {heading.second && (
          <span className="quick-view__zh" lang={heading.second.lang}>
            {heading.second.text}
          </span>
        )}
      </h1>
      {tree.is_write_allowed && !p.is_private && !editing && (
        <button type="button" className="tree-button" onClick={() => setEditing(true)}>
          Edit
        </button>
      )}
      {editing && (
        <QuickEdit
          personId={personId}
          onCancel={() => setEditing(false)}
          onSaved={(person) => {
            setEditing(false);
            setState({ kind: 'ready', data: { ...state.data, person } });
          }}
        />
      )}
      <section aria-labelledby="profile-names">
        <h2 id="profile-names">Names</h2>
        <dl>
          {p.surnames.map((s, i) => (
            <div key={`s${i}`} style={{ display: 'contents' }}>
              <dt>
                Surname ({label(s.type)}) <Script value={s.value} />
              </dt>
              <dd>{s.value}</dd>
            </div>
          ))}
          {p.first_names.map((n, i) => (
            <div key={`f${i}`} style={{ display: 'contents' }}>
              <dt>
                First name ({label(n.type)}) <Script value={n.value} />
              </dt>
              <dd>{n.value}</dd>
            </div>
          ))}
          <dt>Gender</dt>
          <dd>{p.gender === 'm' ? 'Male' : p.gender === 'f' ? 'Female' : 'Unknown'}</dd>
        </dl>
      </section>
      <section aria-labelledby="profile-events">
        <h2 id="profile-events">Events</h2>
        <dl>
          <dt>Birth</dt>
          <dd>{birth || '—'}</dd>
          {(p.is_deceased || death) && (
            <>
              <dt>Death</dt>
              <dd>{death || 'Deceased'}</dd>
            </>
          )}
          {p.facts.map((f, i) => (
            <div key={`fact${i}`} style={{ display: 'contents' }}>
              <dt>{label(f.fact_type)}</dt>
              <dd>{[f.value, formatDate(f.start_date), f.place_display_text, f.cemetery].filter(Boolean).join(', ') || '—'}</dd>
            </div>
          ))}
          {p.residence_location.map((res, i) => (
            <div key={`res${i}`} style={{ display: 'contents' }}>
              <dt>Residence</dt>
              <dd>
                {res.display_text}
                {(res.from_year || res.to_year) && ` (${res.from_year ?? '?'}–${res.to_year ?? ''})`}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="profile-relatives">
        <h2 id="profile-relatives">Relatives</h2>
        <dl>
          <RelativeLinks title="Parents" persons={r.parents} treeId={treeId} />
          <RelativeLinks title="Spouses" persons={r.spouses} treeId={treeId} />
          <RelativeLinks title="Siblings" persons={r.siblings} treeId={treeId} />
          <RelativeLinks title="Children" persons={r.children} treeId={treeId} />
        </dl>
      </section>
      {p.notes_display && (
        <section aria-labelledby="profile-notes">
          <h2 id="profile-notes">Notes</h2>
          <p style={{ whiteSpace: 'pre-wrap' }}>{p.notes_display}</p>
        </section>
      )}
      <PersonFiles treeId={treeId} personId={personId} personName={heading.lead.text} profilePicture={p.profile_picture} canEdit={tree.is_write_allowed && !p.is_private} />
      <PersonRecords personId={personId} />
      <p>
        <Link href={`/familytree/${treeId}/lineage?start_person_id=${personId}`}>Lineage</Link>
      </p>
    </div>
  );
}
