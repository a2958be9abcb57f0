/**
 * familytree-clans (/familytree/:id/clans): the clans (Chinese surnames) of a tree with how many of
 * its persons carry each, most first; each opens the list of that clan's persons.
 */
import { Link } from 'wouter';
import { treeClansApi } from '../../api/treeClans';
import type { PageProps } from '../../app/routes';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import { clanHref } from './clanHref';
import './clansTree.css';

export default function TreeClansPage({ params }: PageProps) {
  const treeId = params.id ?? '';
  const load = useLoad(() => treeClansApi.surnames(treeId), treeId);
  return (
    <div className="clans-tree">
      <nav aria-label="Breadcrumbs" className="clans-tree__crumbs">
        <Link href={`/familytree/${treeId}`}>Family tree</Link> / <span>Clans</span>
      </nav>
      <h1>
        Clans in this tree <span lang="zh">宗族</span>
      </h1>
      <p className="clans-tree__meta">The Chinese surnames carried by persons of this tree, with how many carry each.</p>
      <LoadState load={load}>
        {(list) =>
          list.objects.length === 0 ? (
            <p>No person of this tree has a Chinese surname yet. Add one in Chinese characters (for example 黄 beside Wong) to see the clan here.</p>
          ) : (
            <ul className="clans-tree__list" aria-label="Clans">
              {list.objects.map((c) => (
                <li key={c.surname}>
                  <Link href={clanHref(treeId, c.surname)}>
                    <span lang="zh" className="clans-tree__char">
                      {c.surname}
                    </span>{' '}
                    <span className="clans-tree__pinyin">{c.pinyin}</span>
                  </Link>
                  <span className="clans-tree__meta">{c.count === 1 ? '1 person' : `${c.count} persons`}</span>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </div>
  );
}
