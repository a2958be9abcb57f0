/** /wiki: categories, featured articles, the search box and the timeline of migration history. */
import { Link } from 'wouter';
import { fetchWikiCategories, searchWiki } from '../../api/wiki';
import { pathFor } from '../../app/match';
import type { WikiArticleSummary } from '../../protocol/wiki';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import { ArticleList, WikiFrame, WikiSearchBox } from './WikiFrame';
import { WikiTimeline } from './WikiTimeline';

async function loadIndex() {
  const [categories, all] = await Promise.all([fetchWikiCategories(), searchWiki({ limit: 100 })]);
  const featured: WikiArticleSummary[] = all.objects.filter((a): a is WikiArticleSummary => a.featured === true);
  return { categories, featured, total: all.meta.total_count };
}

export default function WikiIndexPage() {
  const load = useLoad(loadIndex, 'index');
  return (
    <WikiFrame crumbs={[]} label="Genealogy wiki">
      <header className="wiki__header">
        <h1>Genealogy wiki</h1>
        <p className="wiki__intro">
          Guides to Chinese family history: lineage books (zupu), generation poems, reign years and lunar dates, the emigrant counties, and the
          records of the exclusion era. Underlined terms in articles explain themselves when you point at or tap them.
        </p>
      </header>
      <WikiSearchBox />
      <LoadState load={load}>
        {({ categories, featured, total }) => (
          <>
            <section aria-labelledby="wiki-featured">
              <h2 id="wiki-featured">Start here</h2>
              <ArticleList articles={featured} label="Featured articles" />
            </section>
            <section aria-labelledby="wiki-categories">
              <h2 id="wiki-categories">Categories</h2>
              <ul className="wiki__categories">
                {categories.map((c) => (
                  <li key={c.slug}>
                    <Link href={pathFor('wiki-category', { slug: c.slug })}>
                      {c.title} <span lang="zh">{c.title_zh}</span>
                    </Link>
                    <p>{c.description}</p>
                    <p className="wiki__meta">{c.article_count === 1 ? '1 article' : `${c.article_count} articles`}</p>
                  </li>
                ))}
              </ul>
              <p className="wiki__meta">
                <Link href={pathFor('wiki-search')}>All {total} articles</Link>
              </p>
            </section>
          </>
        )}
      </LoadState>
      <WikiTimeline />
    </WikiFrame>
  );
}
