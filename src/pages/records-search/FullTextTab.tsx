/**
 * The full-text tab of the record search (and /search/zupus): the machine-read text of every zupu
 * page (clan-pedigree/search-content/), simplified finding traditional and back, ten hits to a page,
 * each with its book, page and snippet, opening the viewer on the page with the hit drawn.
 */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { zupusApi } from '../../api/zupus';
import { ZUPU_PAGE_SIZE } from '../../protocol/zupus';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import { Pager } from '../places/PlaceItem';
import { HitSnippet, viewerHref, zupuHref } from '../zupus/ZupuMeta';
import { withParam } from './formQuery';

export function FullTextTab({ params, href }: { params: URLSearchParams; href: (next: URLSearchParams) => string }) {
  const [, navigate] = useLocation();
  const q = (params.get('q') ?? '').trim();
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const [draft, setDraft] = useState(q);
  const hits = useLoad(() => (q ? zupusApi.searchContent(q, { offset, ac: 'fulltext-tab' }) : Promise.resolve(null)), `${q}|${offset}`);

  return (
    <section aria-label="Full-text search">
      <form
        className="records-search__form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(href(withParam(withParam(params, 'offset', null), 'q', draft.trim() || null)));
        }}
      >
        <label className="records-search__field">
          Words in the pages of zupus (family tree books)
          <input type="search" name="q" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="A name, a place, a hall name: 黄永胜 or 黃永勝" />
        </label>
        <div className="records-search__actions">
          <button type="submit">Search the text</button>
        </div>
      </form>
      {!q ? (
        <p className="records-search__hint">Search the machine-read text of every page of the zupus. Simplified characters find traditional ones.</p>
      ) : (
        <LoadState load={hits}>
          {(found) =>
            found && (
              <>
                <p role="status">
                  {found.meta.total_count === 0 ? `No page has “${q}”.` : `${found.meta.total_capped ? 'More than ' : ''}${found.meta.total_count.toLocaleString('en')} ${found.meta.total_count === 1 ? 'page has' : 'pages have'} “${q}”.`}
                </p>
                <ol className="records-search__list" start={offset + 1}>
                  {found.objects.map((h) => (
                    <li key={`${h.zupu_id}-${h.page}`} className="records-search__result">
                      <h3>
                        <Link href={zupuHref(h.zupu_id)}>{h.title}</Link>, page {h.page}
                      </h3>
                      <p className="records-search__facts zupus__hit" lang="zh-Hant">
                        <HitSnippet hit={h} />
                      </p>
                      <Link href={viewerHref(h.zupu_id, h.page, q)}>See the page</Link>
                    </li>
                  ))}
                </ol>
                <Pager total={found.meta.total_count} limit={ZUPU_PAGE_SIZE} offset={offset} hrefFor={(o) => href(withParam(params, 'offset', o ? String(o) : null))} label="Pages of hits" />
              </>
            )
          }
        </LoadState>
      )}
    </section>
  );
}
