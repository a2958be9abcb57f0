/**
 * hint-review (/hints/review/:hintId): a tree person and the record's person side by side, field by
 * field, each marked agrees / new / conflicts. The member ticks the facts to take and the record's
 * relatives to add, then accepts (one call: facts, relatives, saved mention) or ignores. Keys: A
 * accept, I ignore, ← and → the previous and next hint. Afterwards the page returns to where the
 * member came from.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { hintsApi, type HintDetailView } from '../../api/hints';
import { isCancelled } from '../../api/client';
import { usePreviousRoute } from '../../app/previousRoute';
import type { PageProps } from '../../app/routes';
import { isTextEntry } from '../../machines/shortcuts';
import { acceptBody, AGREEMENT_LABELS, alreadyInTree, defaultFieldChoice, FIELD_LABELS, isOffered, percent, type WritableField } from './acceptPayload';
import { setHintCounts } from './hintCounts';
import { errorText, hintsHref, reviewHref } from './hintLinks';
import { rememberReturn, returnPath } from './returnTo';
import './hints.css';

const RELATION_LABELS = { parent: 'Parent', spouse: 'Spouse', child: 'Child', sibling: 'Sibling' } as const;

export default function HintReviewPage({ params }: PageProps) {
  const hintId = params.hintId ?? '';
  const [, navigate] = useLocation();
  const previous = usePreviousRoute();
  const [detail, setDetail] = useState<HintDetailView | null>(null);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<WritableField[]>([]);
  const [relatives, setRelatives] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [neighbours, setNeighbours] = useState<{ prev: string | null; next: string | null }>({ prev: null, next: null });
  const remembered = useRef(false);

  if (!remembered.current) {
    remembered.current = true;
    rememberReturn(previous);
  }

  useEffect(() => {
    let live = true;
    setDetail(null);
    setError('');
    hintsApi.detail(hintId).then(
      (d) => {
        if (!live) return;
        setDetail(d);
        setFields(defaultFieldChoice(d.fields));
        setRelatives([]);
      },
      (err: unknown) => live && !isCancelled(err) && setError(errorText(err)),
    );
    return () => {
      live = false;
    };
  }, [hintId]);

  // The hints before and after this one in the tree's list of the same status.
  const treeId = detail?.meta.family_tree ?? '';
  const status = detail?.status;
  useEffect(() => {
    if (!treeId || !status) return;
    let live = true;
    hintsApi.neighbours(treeId, status).then(
      (ids) => {
        if (!live) return;
        const at = ids.indexOf(hintId);
        setNeighbours({ prev: at > 0 ? ids[at - 1]! : null, next: at >= 0 && at < ids.length - 1 ? ids[at + 1]! : null });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [treeId, status, hintId]);

  const back = useCallback(() => navigate(returnPath(hintsHref(treeId))), [navigate, treeId]);

  const act = useCallback(
    async (kind: 'accept' | 'ignore') => {
      if (!detail || busy) return;
      if (kind === 'accept' && detail.status === 'accepted') return;
      if (kind === 'ignore' && detail.status !== 'new') return;
      setBusy(true);
      setError('');
      try {
        const result = kind === 'accept' ? await hintsApi.accept(detail.id, acceptBody(detail, fields, relatives)) : await hintsApi.ignore(detail.id);
        setHintCounts(result.hints_tree_ids);
        back();
      } catch (err) {
        if (!isCancelled(err)) setError(errorText(err));
        setBusy(false);
      }
    },
    [detail, busy, fields, relatives, back],
  );

  const keys = useRef({ act, neighbours, navigate });
  keys.current = { act, neighbours, navigate };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTextEntry(e.target as HTMLElement | null)) return;
      const k = keys.current;
      if (e.key === 'a' || e.key === 'A') void k.act('accept');
      else if (e.key === 'i' || e.key === 'I') void k.act('ignore');
      else if (e.key === 'ArrowLeft' && k.neighbours.prev) k.navigate(reviewHref(k.neighbours.prev));
      else if (e.key === 'ArrowRight' && k.neighbours.next) k.navigate(reviewHref(k.neighbours.next));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const offeredRelatives = useMemo(
    () => (detail ? detail.match_person.relatives_json.map((r) => ({ rel: r, inTree: alreadyInTree(r, detail.person.relatives_json) })) : []),
    [detail],
  );

  if (error && !detail)
    return (
      <div className="hints">
        <h1>Hint</h1>
        <p role="alert" className="hints__error">
          This hint could not be loaded: {error}
        </p>
        <button type="button" className="hints__button" onClick={() => navigate(returnPath('/familytree'))}>
          Back
        </button>
      </div>
    );
  if (!detail)
    return (
      <p role="status" className="page-loading">
        Loading the hint…
      </p>
    );

  const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((x) => x !== value));
  const rec = detail.match_person;

  return (
    <div className="hints hint-review">
      <nav aria-label="Breadcrumbs" className="hints__crumbs">
        <button type="button" className="hints__link" onClick={back}>
          ← Back
        </button>{' '}
        · <Link href={hintsHref(treeId)}>All hints of this tree</Link>
      </nav>
      <h1>
        Is this the same person? <span className="hint-review__score">{percent(detail.score)} match</span>
      </h1>
      <p className="hints__intro">
        The record: {rec.event.type} {rec.event.year}
        {rec.event.place ? `, ${rec.event.place}` : ''} · <Link href={`/person-records/${encodeURIComponent(rec.code)}`}>Open the record</Link>
        {detail.status !== 'new' && <span className="hint-review__status"> · This hint is {detail.status}.</span>}
      </p>
      <div className="hint-review__table-wrap">
        <table className="hint-review__table">
          <caption className="visually-hidden">Your tree beside the record, field by field</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Your tree</th>
              <th scope="col">Record</th>
              <th scope="col">Compared</th>
              <th scope="col">Take</th>
            </tr>
          </thead>
          <tbody>
            {detail.fields.map((f) => (
              <tr key={f.field} className={`hint-review__row hint-review__row--${f.agreement}`}>
                <th scope="row">{FIELD_LABELS[f.field]}</th>
                <td data-label="Your tree">{f.person_value || '—'}</td>
                <td data-label="Record">{f.match_value || '—'}</td>
                <td data-label="Compared">
                  <span className={`hint-review__mark hint-review__mark--${f.agreement}`}>{AGREEMENT_LABELS[f.agreement]}</span>
                </td>
                <td data-label="Take">
                  {isOffered(f) && (
                    <label className="hint-review__check">
                      <input
                        type="checkbox"
                        checked={fields.includes(f.field as WritableField)}
                        onChange={(e) => setFields((list) => toggle(list, f.field as WritableField, e.target.checked))}
                      />
                      <span className="visually-hidden">Take {FIELD_LABELS[f.field].toLowerCase()} from the record</span>
                    </label>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {offeredRelatives.length > 0 && (
        <fieldset className="hint-review__relatives">
          <legend>Relatives named in the record</legend>
          <ul>
            {offeredRelatives.map(({ rel, inTree }) => (
              <li key={rel.id}>
                {inTree ? (
                  <span>
                    {RELATION_LABELS[rel.relation]}: {rel.full_name}
                    {rel.birth_date?.year ? ` (b. ${rel.birth_date.year})` : ''} <em>already in your tree</em>
                  </span>
                ) : (
                  <label className="hint-review__check">
                    <input type="checkbox" checked={relatives.includes(rel.id)} onChange={(e) => setRelatives((list) => toggle(list, rel.id, e.target.checked))} />
                    Add {RELATION_LABELS[rel.relation].toLowerCase()} {rel.full_name}
                    {rel.birth_date?.year ? ` (b. ${rel.birth_date.year})` : ''}
                  </label>
                )}
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {error && (
        <p role="alert" className="hints__error">
          {error}
        </p>
      )}
      <div className="hint-review__actions">
        <button type="button" className="hints__button hints__button--primary" disabled={busy || detail.status === 'accepted'} onClick={() => void act('accept')} aria-keyshortcuts="A">
          Accept
        </button>
        <button type="button" className="hints__button" disabled={busy || detail.status !== 'new'} onClick={() => void act('ignore')} aria-keyshortcuts="I">
          Ignore
        </button>
        <span className="hint-review__nav">
          <button type="button" className="hints__button" disabled={!neighbours.prev} onClick={() => neighbours.prev && navigate(reviewHref(neighbours.prev))} aria-keyshortcuts="ArrowLeft">
            ← Previous hint
          </button>
          <button type="button" className="hints__button" disabled={!neighbours.next} onClick={() => neighbours.next && navigate(reviewHref(neighbours.next))} aria-keyshortcuts="ArrowRight">
            Next hint →
          </button>
        </span>
      </div>
      <p className="hint-review__keys">Keys: A accept · I ignore · ← → previous and next hint.</p>
    </div>
  );
}
