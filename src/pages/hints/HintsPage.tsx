/**
 * familytree-hints (/familytree/:id/hints?tab=new): the tree's RecordFinder hints in three tabs (new,
 * accepted, ignored), filtered by person, 10 a page, the most trusted first. Each row opens the
 * side-by-side review.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { hintsApi, type HintPage } from '../../api/hints';
import { isCancelled } from '../../api/client';
import { treesApi } from '../../api/trees';
import type { PageProps } from '../../app/routes';
import { HINT_PAGE_SIZE, hintStatuses, type HintStatus } from '../../protocol/hints';
import { percent } from './acceptPayload';
import { errorText, hintsHref, reviewHref } from './hintLinks';
import './hints.css';

const TAB_LABELS: Record<HintStatus, string> = { new: 'New', accepted: 'Accepted', ignored: 'Ignored' };

function readQuery(search: string) {
  const q = new URLSearchParams(search);
  const tab = (hintStatuses as readonly string[]).includes(q.get('tab') ?? '') ? (q.get('tab') as HintStatus) : 'new';
  const page = Math.max(1, Number.parseInt(q.get('page') ?? '1', 10) || 1);
  return { tab, page, person: q.get('person') ?? '' };
}

export default function HintsPage({ params }: PageProps) {
  const treeId = params.id ?? '';
  const [, navigate] = useLocation();
  const search = useSearch();
  const { tab, page, person } = useMemo(() => readQuery(search), [search]);
  const [treeName, setTreeName] = useState<string | null>(null);
  const [list, setList] = useState<HintPage | null>(null);
  const [error, setError] = useState('');
  const [people, setPeople] = useState<{ id: string; name: string; count: number }[]>([]);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    treesApi.details(treeId).then(
      (t) => live && setTreeName(t.name),
      () => undefined,
    );
    // The filter's persons: those with new hints, and the one asked for.
    hintsApi
      .personIds(treeId)
      .then(async ({ person_ids, counts }) => {
        const ids = person && !person_ids.includes(person) ? [...person_ids, person] : person_ids;
        const names = ids.length ? (await hintsApi.personNames(ids.slice(0, 1000))).objects : [];
        const byId = new Map(names.map((n) => [n.object_id, n.full_name]));
        if (live) setPeople(ids.map((id) => ({ id, name: byId.get(id) || 'Unnamed person', count: counts[id] ?? 0 })).sort((a, b) => a.name.localeCompare(b.name)));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [treeId, person]);

  useEffect(() => {
    let live = true;
    setList(null);
    setError('');
    hintsApi.list({ treeId, status: tab, personId: person || undefined, offset: (page - 1) * HINT_PAGE_SIZE }).then(
      (l) => live && setList(l),
      (err: unknown) => live && !isCancelled(err) && setError(errorText(err)),
    );
    return () => {
      live = false;
    };
  }, [treeId, tab, page, person, attempt]);

  const go = (next: { tab?: HintStatus; page?: number; person?: string }) =>
    navigate(hintsHref(treeId, { tab: next.tab ?? tab, page: next.page ?? 1, person: next.person ?? person }));
  const pages = list ? Math.max(1, Math.ceil(list.meta.total_count / HINT_PAGE_SIZE)) : 1;

  return (
    <div className="hints">
      <nav aria-label="Breadcrumbs" className="hints__crumbs">
        <Link href={`/familytree/${treeId}`}>{treeName ?? 'Family tree'}</Link> / <span>Hints</span>
      </nav>
      <h1>RecordFinder hints</h1>
      <p className="hints__intro">Records that RecordFinder takes for persons of this tree. Review each one side by side before its facts go into your tree.</p>
      <div className="hints__bar">
        <div role="tablist" aria-label="Hint status" className="hints__tabs">
          {hintStatuses.map((s) => (
            <button key={s} type="button" role="tab" aria-selected={s === tab} className="hints__tab" onClick={() => go({ tab: s })}>
              {TAB_LABELS[s]}
            </button>
          ))}
        </div>
        <label className="hints__filter">
          Person{' '}
          <select value={person} onChange={(e) => go({ person: e.target.value })}>
            <option value="">Everyone</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
                {p.count ? ` (${p.count} new)` : ''}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!list && !error && (
        <p role="status" className="page-loading">
          Loading hints…
        </p>
      )}
      {error && (
        <div role="alert" className="hints__error">
          <p>The hints could not be loaded: {error}</p>
          <button type="button" className="hints__button" onClick={() => setAttempt((a) => a + 1)}>
            Try again
          </button>
        </div>
      )}
      {list && list.objects.length === 0 && (
        <p className="hints__empty">
          {tab === 'new'
            ? 'No new hints. RecordFinder looks again whenever you add or change persons, and when new records arrive.'
            : `No ${TAB_LABELS[tab].toLowerCase()} hints.`}
        </p>
      )}
      {list && list.objects.length > 0 && (
        <ol className="hints__list" aria-label={`${TAB_LABELS[tab]} hints`}>
          {list.objects.map((h) => (
            <li key={h.id} className="hints__row">
              <div className="hints__who">
                <span className="hints__person">{h.person_name || 'Unnamed person'}</span>
                <span className="hints__arrow" aria-hidden="true">
                  ↔
                </span>
                <span className="hints__match">{h.match_name || 'Unnamed record person'}</span>
              </div>
              <div className="hints__source">
                {h.record ? (
                  <>
                    {h.record.collection_title}
                    {h.record.is_sample && <span className="hints__sample">Sample collection</span>}
                    <span className="hints__event">
                      {' '}
                      · {h.record.event_type} {h.record.event_year}
                      {h.record.event_place ? `, ${h.record.event_place}` : ''}
                    </span>
                  </>
                ) : (
                  'Record no longer available'
                )}
              </div>
              <div className="hints__score" title="How likely the record is of this person">
                {percent(h.score)} match
              </div>
              <Link href={reviewHref(h.id)} className="hints__open" aria-label={`Review ${h.person_name} and ${h.match_name}`}>
                Review
              </Link>
            </li>
          ))}
        </ol>
      )}
      {list && pages > 1 && (
        <nav className="hints__pager" aria-label="Pages">
          <button type="button" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
