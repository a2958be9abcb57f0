/** /wiki/search: articles matching words, characters or pinyin, 20 to a page; an empty search lists them all. */
import { Link, useSearch } from 'wouter';
import { searchWiki } from '../../api/wiki';
import { pathFor } from '../../app/match';
import { WIKI_SEARCH_PAGE, type WikiArticleSummary } from '../../protocol/wiki';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import { ArticleList, WikiFrame, WikiSearchBox } from './WikiFrame';

export default function WikiSearchPage() {
  const params = new URLSearchParams(useSearch());
  const q = (params.get('q') ?? '').trim();
  const placeId = params.get('place_id') ?? undefined;
  const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
  const load = useLoad(() => searchWiki({ q, place_id: placeId, offset, limit: WIKI_SEARCH_PAGE }), `${q}|${placeId}|${offset}`);
  const pageHref = (to: number) => pathFor('wiki-search', {}, { ...(q ? { q } : {}), ...(placeId ? { place_id: placeId } : {}), ...(to ? { offset: String(to) } : {}) });

  return (
    <WikiFrame crumbs={[{ label: 'Search' }]} label="Wiki search">
      <header className="wiki__header">
        <h1>{q ? `Wiki articles for “${q}”` : 'All wiki articles'}</h1>
      </header>
      <WikiSearchBox key={q} initial={q} />
      <LoadState load={load}>
        {(list) => (
          <>
            <p role="status" className="wiki__meta">
              {list.meta.total_count === 0
                ? 'No article matches. Try the characters (族谱), the pinyin (zupu) or an English word.'
                : `${list.meta.total_count} ${list.meta.total_count === 1 ? 'article' : 'articles'}`}
            </p>
            <ArticleList articles={list.objects as WikiArticleSummary[]} label="Search results" />
            {list.meta.total_count > WIKI_SEARCH_PAGE && (
              <nav aria-label="Pages" className="wiki__pages">
                {offset > 0 && <Link href={pageHref(Math.max(0, offset - WIKI_SEARCH_PAGE))}>Previous</Link>}
                <span>
                  {offset + 1}–{Math.min(offset + WIKI_SEARCH_PAGE, list.meta.total_count)} of {list.meta.total_count}
                </span>
                {offset + WIKI_SEARCH_PAGE < list.meta.total_count && <Link href={pageHref(offset + WIKI_SEARCH_PAGE)}>Next</Link>}
              </nav>
            )}
          </>
        )}
      </LoadState>
    </WikiFrame>
  );
}
