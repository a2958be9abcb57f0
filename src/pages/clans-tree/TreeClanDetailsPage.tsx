/**
 * familytree-clan-details (/familytree/:id/clans/:name): the persons of one clan in a tree, by
 * birth, with their names in both scripts and their years; each opens in the tree or its profile.
 */
import { Link, useSearch } from 'wouter';
import { treeClansApi } from '../../api/treeClans';
import type { PageProps } from '../../app/routes';
import { formatLifeSpan } from '../../protocol/dates';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import './clansTree.css';

const PAGE = 50;

export default function TreeClanDetailsPage({ params }: PageProps) {
  const treeId = params.id ?? '';
  const name = params.name ?? '';
  const offset = Math.max(0, Number(new URLSearchParams(useSearch()).get('offset')) || 0);
  const load = useLoad(() => treeClansApi.persons(treeId, name, offset, PAGE), `${treeId}|${name}|${offset}`);
  const here = `/familytree/${encodeURIComponent(treeId)}/clans/${encodeURIComponent(name)}`;
  return (
    <div className="clans-tree">
      <nav aria-label="Breadcrumbs" className="clans-tree__crumbs">
        <Link href={`/familytree/${treeId}`}>Family tree</Link> / <Link href={`/familytree/${treeId}/clans`}>Clans</Link> / <span lang="zh">{name}</span>
      </nav>
      <LoadState load={load}>
        {(clan) => (
          <>
            <h1>
              <span lang="zh">{clan.simplified === clan.traditional ? clan.simplified : `${clan.simplified} / ${clan.traditional}`}</span> clan
            </h1>
            <p className="clans-tree__meta" role="status">
              {clan.meta.total_count === 1 ? '1 person' : `${clan.meta.total_count} persons`} of this tree carry this surname.
            </p>
            <ul className="clans-tree__persons" aria-label="Persons of the clan">
              {clan.objects.map((p) => (
                <li key={p.id} data-person-id={p.id}>
                  <span className="clans-tree__name">
                    {p.names_en || p.full_name}
                    {p.names_zh && <span lang="zh"> {p.names_zh}</span>}
                  </span>
                  <span className="clans-tree__meta">{formatLifeSpan(p.birth_date, p.death_date)}</span>
                  <span className="clans-tree__links">
                    <Link href={`/familytree/${treeId}?start_person_id=${p.id}`}>Open in tree</Link>
                    {!p.is_private && <Link href={`/familytree/${treeId}/profile/${p.id}`}>Profile</Link>}
                  </span>
                </li>
              ))}
            </ul>
            {clan.meta.total_count > PAGE && (
              <nav aria-label="Pages" className="clans-tree__pages">
                {offset > 0 && <Link href={`${here}?offset=${Math.max(0, offset - PAGE)}`}>← Previous</Link>}
                {offset + PAGE < clan.meta.total_count && <Link href={`${here}?offset=${offset + PAGE}`}>Next →</Link>}
              </nav>
            )}
          </>
        )}
      </LoadState>
    </div>
  );
}
