/** The frame shared by the wiki pages: breadcrumbs, the search box and loading states. */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { pathFor } from '../../app/match';
import type { WikiArticleSummary } from '../../protocol/wiki';
import './wiki.css';

export function WikiFrame({ crumbs, children, label }: { crumbs: { label: string; href?: string }[]; children: ReactNode; label: string }) {
  return (
    <article className="wiki" aria-label={label}>
      <nav aria-label="Breadcrumb" className="wiki__crumbs">
        <ol>
          <li>
            <Link href={pathFor('wiki-index')}>Genealogy wiki</Link>
          </li>
          {crumbs.map((c) => (
            <li key={c.label}>{c.href ? <Link href={c.href}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}</li>
          ))}
        </ol>
      </nav>
      {children}
    </article>
  );
}

export function WikiSearchBox({ initial = '' }: { initial?: string }) {
  const [q, setQ] = useState(initial);
  const [, navigate] = useLocation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(pathFor('wiki-search', {}, q.trim() ? { q: q.trim() } : undefined));
  };
  return (
    <form role="search" className="wiki__search" onSubmit={submit}>
      <label htmlFor="wiki-q">Search the wiki</label>
      <div>
        <input id="wiki-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="zupu, 字辈, nianhao, paper sons…" maxLength={200} />
        <button type="submit">Search</button>
      </div>
    </form>
  );
}

export function ArticleList({ articles, label }: { articles: WikiArticleSummary[]; label: string }) {
  return (
    <ul className="wiki__list" aria-label={label}>
      {articles.map((a) => (
        <li key={a.slug}>
          <Link href={pathFor('wiki-article', { slug: a.slug })}>
            {a.title}
            {a.title_zh && a.title_zh !== a.title && (
              <span lang="zh" className="wiki__zh">
                {' '}
                {a.title_zh}
              </span>
            )}
          </Link>
          <p>{a.summary}</p>
        </li>
      ))}
    </ul>
  );
}
