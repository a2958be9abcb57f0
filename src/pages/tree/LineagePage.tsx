/**
 * The lineage view (familytree-lineage, familytree-lineage-my): the direct line from a person up
 * through father (else mother) to the earliest known ancestor, listed oldest first with generation
 * numbers counted from that ancestor (第一世), as a zupu does.
 */
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { isCancelled } from '../../api/client';
import { treesApi, type Lineage } from '../../api/trees';
import type { PageProps } from '../../app/routes';
import { formatLifeSpan } from '../../protocol/dates';
import { useSession } from '../../state/session';
import { lineageRows } from './lineageRows';
import { useLineageKeys } from './useLineageKeys';
import { LoadFailed } from './LoadFailed';
import './TreePage.css';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; lineage: Lineage };

export default function LineagePage({ params }: PageProps) {
  const activeTreeId = useSession((s) => s.activeTreeId);
  const treeId = params.id ?? activeTreeId;
  const startPersonId = new URLSearchParams(useSearch()).get('start_person_id');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!treeId) return;
    let live = true;
    setState({ kind: 'loading' });
    treesApi.lineage(treeId, startPersonId).then(
      (lineage) => live && setState({ kind: 'ready', lineage }),
      (err: unknown) => live && !isCancelled(err) && setState({ kind: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [treeId, startPersonId, attempt]);
  const ready = state.kind === 'ready' ? state.lineage : null;
  useLineageKeys(treeId, ready?.start_person_id ?? null, new Set(ready?.lineage.filter((g) => g.person.is_private).map((g) => g.person.id)));

  if (!treeId) {
    return (
      <div className="tree-page tree-page--message">
        <h1>No family tree yet</h1>
        <p>
          <Link href="/familytree/create">Start your tree</Link> to see its lineage.
        </p>
      </div>
    );
  }
  if (state.kind === 'loading') return <p className="page-loading" role="status">Loading the lineage…</p>;
  if (state.kind === 'error') return <LoadFailed what="lineage" message={state.message} onRetry={() => setAttempt((a) => a + 1)} />;
  const { lineage } = state;
  const rows = lineageRows(lineage.lineage);
  return (
    <div className="lineage-page">
      <nav aria-label="Breadcrumbs" className="tree-crumbs">
        <ol>
          <li>
            <Link href={`/familytree/${treeId}`}>{lineage.name}</Link>
          </li>
          <li>Lineage</li>
        </ol>
      </nav>
      <h1>Lineage 世系</h1>
      <p>The direct line through each father (or mother, where no father is recorded), oldest generation first.</p>
      <ol className="lineage-list" aria-label="Generations">
        {rows.map((row) => (
          <li key={row.person.id} data-person-id={row.person.id} className={row.isStart ? 'lineage-list__start' : undefined}>
            <span className="lineage-list__gen">
              Generation {row.number} <span lang="zh">第{row.number}世</span>
            </span>
            <span className="lineage-list__name">
              {row.person.names_en || row.person.full_name}
              {row.person.names_zh && <span lang="zh"> {row.person.names_zh}</span>}
            </span>
            <span className="lineage-list__dates">{formatLifeSpan(row.person.birth_date, row.person.death_date)}</span>
            <span className="lineage-list__links">
              <Link href={`/familytree/${treeId}?start_person_id=${row.person.id}`}>Tree</Link>
              {!row.person.is_private && <Link href={`/familytree/${treeId}/profile/${row.person.id}`}>Profile</Link>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
