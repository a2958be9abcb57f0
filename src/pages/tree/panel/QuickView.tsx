/** Quick view of a person (click): names in both scripts, dates, places and relatives, with the actions that fit. */
import { useEffect, useState } from 'react';
import { personsApi } from '../../../api/persons';
import { isCancelled } from '../../../api/client';
import { formatDate } from '../../../protocol/dates';
import type { PersonOut, Relatives } from '../../../protocol/trees';
import type { RelativeKind } from '../../../commands';
import { personHeading } from '../personHeading';
import { useMemberNameFirst } from '../useNameDisplay';

interface Props {
  personId: string;
  canWrite: boolean;
  onFocusPerson: (id: string) => void;
  onEdit: () => void;
  onProfile: () => void;
  onAddRelative: (relation: RelativeKind) => void;
  onDelete: () => void;
}

type Loaded = { person: PersonOut; relatives: Relatives } | { error: string } | null;

function RelativeList({ title, persons, onFocusPerson }: { title: string; persons: PersonOut[]; onFocusPerson: (id: string) => void }) {
  if (persons.length === 0) return null;
  return (
    <section className="quick-view__relatives">
      <h4>{title}</h4>
      <ul>
        {persons.map((p) => (
          <li key={p.id}>
            <button type="button" className="tree-link" onClick={() => onFocusPerson(p.id)}>
              {[p.names_en, p.names_zh].filter(Boolean).join(' ') || p.full_name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function QuickView({ personId, canWrite, onFocusPerson, onEdit, onProfile, onAddRelative, onDelete }: Props) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const nameFirst = useMemberNameFirst();
  useEffect(() => {
    let live = true;
    setLoaded(null);
    Promise.all([personsApi.get(personId), personsApi.relatives(personId)]).then(
      ([person, relatives]) => live && setLoaded({ person, relatives }),
      (err: unknown) => live && !isCancelled(err) && setLoaded({ error: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [personId]);

  if (!loaded) return <p role="status">Loading…</p>;
  if ('error' in loaded) return <p role="alert">{loaded.error}</p>;
  const { person: p, relatives: r } = loaded;
  const birth = formatDate(p.birth_date);
  const death = formatDate(p.death_date);
  const heading = personHeading(p, nameFirst);
  return (
    <div className="quick-view">
      <h3 className="quick-view__name">
        <span lang={heading.lead.lang}>{heading.lead.text}</span>
        {heading.second && (
          <span className="quick-view__zh" lang={heading.second.lang}>
            {heading.second.text}
          </span>
        )}
      </h3>
      <dl className="quick-view__facts">
        {(birth || p.birth_location) && (
          <>
            <dt>Born</dt>
            <dd>{[birth, p.birth_location].filter(Boolean).join(', ')}</dd>
          </>
        )}
        {(p.is_deceased || death || p.death_location) && (
          <>
            <dt>Died</dt>
            <dd>{[death, p.death_location].filter(Boolean).join(', ') || 'Deceased'}</dd>
          </>
        )}
      </dl>
      <RelativeList title="Parents" persons={r.parents} onFocusPerson={onFocusPerson} />
      <RelativeList title="Spouses" persons={r.spouses} onFocusPerson={onFocusPerson} />
      <RelativeList title="Siblings" persons={r.siblings} onFocusPerson={onFocusPerson} />
      <RelativeList title="Children" persons={r.children} onFocusPerson={onFocusPerson} />
      <div className="quick-view__actions">
        <button type="button" className="tree-button" onClick={onProfile}>
          Profile
        </button>
        {canWrite && !p.is_private && (
          <>
            <button type="button" className="tree-button" onClick={onEdit}>
              Edit
            </button>
            <button type="button" className="tree-button" onClick={() => onAddRelative('parent')}>
              Add parent
            </button>
            <button type="button" className="tree-button" onClick={() => onAddRelative('spouse')}>
              Add spouse
            </button>
            <button type="button" className="tree-button" onClick={() => onAddRelative('sibling')}>
              Add sibling
            </button>
            <button type="button" className="tree-button" onClick={() => onAddRelative('child')}>
              Add child
            </button>
            <button type="button" className="tree-button tree-button--danger" onClick={onDelete}>
              Delete
            </button>
          </>
        )}
      </div>
    </div>
  );
}
