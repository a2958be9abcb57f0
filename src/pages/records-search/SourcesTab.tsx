/**
 * The sources tab of the record search: the source search form (platform.md 3: words of the title,
 * place, year, category, source type, collection, images) over GET sources/, ten sources a page with
 * facets to narrow by click; only the answer to the latest started search is shown. The form lives in
 * the page URL; /search/sources opens the tab with every source listed (results=true).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ApiError, isCancelled } from '../../api/client';
import { searchSources } from '../../api/recordSearch';
import type { SearchCategory } from '../../protocol/recordCategories';
import type { SourceSearchResponse, SourceSummary } from '../../protocol/records';
import { Pager } from '../places/PlaceItem';
import { collectionHref, sourceHref, sourceTypeLabel } from '../records/recordLinks';
import { isIndexedCategory, withParam } from './formQuery';
import { latestGate } from './latest';
import { FacetList, type FacetGroup } from './FacetList';

/** Fields of the source form in the page URL, under the API's names. */
const FORM_FIELDS = ['q', 'auto_place', 'publication_year', 'category_id', 'source_type', 'collection', 'has_images'] as const;
type SourceForm = Record<'q' | 'auto_place' | 'publication_year' | 'category_id', string> & { has_images: boolean };

type Facets = SourceSearchResponse['facets'];
const FACET_GROUPS: FacetGroup<keyof Facets>[] = [
  { key: 'category', param: 'category_id', title: 'Category' },
  { key: 'source_type', param: 'source_type', title: 'Source type' },
  { key: 'collection', param: 'collection', title: 'Collection' },
  { key: 'has_images', param: 'has_images', title: 'Images' },
];

/** The API query of the page query: the form's fields only, and a category only if sources have it (not zupus). */
export function sourceApiQuery(params: URLSearchParams): URLSearchParams {
  const api = new URLSearchParams();
  for (const key of FORM_FIELDS) {
    for (const value of params.getAll(key)) {
      if (!value.trim() || (key === 'category_id' && !isIndexedCategory(value))) continue;
      api.append(key, value.trim());
    }
  }
  if (params.get('offset')) api.set('offset', params.get('offset')!);
  return api;
}

type SearchState = { state: 'loading' } | { state: 'ready'; data: SourceSearchResponse } | { state: 'error'; message: string };

function failure(err: unknown): string {
  if (err instanceof ApiError && err.status === 400) {
    const fields = (err.body as { fields?: Record<string, string[]> }).fields ?? {};
    const named = Object.entries(fields).map(([field, messages]) => `${field.replaceAll('_', ' ')}: ${messages.join(' ')}`);
    if (named.length) return named.join('; ');
  }
  return 'The source search could not be run. Please try again.';
}

function useSourceSearch(query: string): SearchState {
  const gate = useRef(latestGate());
  const [result, setResult] = useState<{ query: string; state: SearchState }>({ query, state: { state: 'loading' } });
  useEffect(() => {
    const ticket = gate.current.start();
    searchSources(new URLSearchParams(query)).then(
      (data) => gate.current.isLatest(ticket) && setResult({ query, state: { state: 'ready', data } }),
      (err: unknown) => !isCancelled(err) && gate.current.isLatest(ticket) && setResult({ query, state: { state: 'error', message: failure(err) } }),
    );
  }, [query]);
  return result.query === query ? result.state : { state: 'loading' };
}

function SourceItem({ s }: { s: SourceSummary }) {
  return (
    <li className="records-search__result">
      <h3>
        <Link href={sourceHref(s.id)}>{s.title}</Link>
      </h3>
      <p className="records-search__facts">{[sourceTypeLabel(s.source_type), s.year, s.place, `${s.record_count.toLocaleString('en')} ${s.record_count === 1 ? 'record' : 'records'}`].filter(Boolean).join(' · ')}</p>
      <p className="records-search__source">
        <Link href={collectionHref(s.collection.id)}>{s.collection.title}</Link>
        {s.collection.is_sample && <span className="records-search__badge">Sample collection</span>}
        <span className="records-search__noimg">{s.has_images ? `Images Available (${s.image_count ?? 0})` : 'No Images Available'}</span>
      </p>
    </li>
  );
}

function SourceResults({ query, params, hrefWith }: { query: string; params: URLSearchParams; hrefWith: (key: string, value: string | null) => string }) {
  const search = useSourceSearch(query);
  if (search.state === 'loading') return <p role="status">Searching sources…</p>;
  if (search.state === 'error') return <p role="alert">{search.message}</p>;
  const { objects, meta, facets } = search.data;
  return (
    <section className="records-search__results" aria-labelledby="source-results-title">
      <h2 id="source-results-title">
        {meta.total_count.toLocaleString('en')} {meta.total_count === 1 ? 'source' : 'sources'}
      </h2>
      {objects.length === 0 ? (
        <p>No source matches this search. Try fewer words or another category.</p>
      ) : (
        <div className="records-search__body">
          <FacetList label="Narrow sources" groups={FACET_GROUPS} facets={facets} params={params} hrefWith={hrefWith} />
          <div>
            <ol className="records-search__list" start={meta.offset + 1}>
              {objects.map((s) => (
                <SourceItem key={s.id} s={s} />
              ))}
            </ol>
            <Pager total={meta.total_count} limit={meta.limit} offset={meta.offset} label="Source result pages" hrefFor={(o) => hrefWith('offset', o ? String(o) : null)} />
          </div>
        </div>
      )}
    </section>
  );
}

function readSourceForm(params: URLSearchParams): SourceForm {
  return {
    q: params.get('q') ?? '',
    auto_place: params.get('auto_place') ?? '',
    publication_year: params.get('publication_year') ?? '',
    category_id: params.get('category_id') ?? '',
    has_images: params.get('has_images') === 'true',
  };
}

export function SourcesTab({ params, href, categories }: { params: URLSearchParams; href: (next: URLSearchParams) => string; categories: SearchCategory[] }) {
  const [, navigate] = useLocation();
  const [form, setForm] = useState(() => readSourceForm(params));
  const text = (key: 'q' | 'auto_place' | 'publication_year') => ({ value: form[key], onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })) });
  const query = sourceApiQuery(params);
  const asked = params.get('results') === 'true' || [...query.keys()].some((k) => k !== 'offset');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams({ tab: 'sources', results: 'true' });
    for (const key of ['q', 'auto_place', 'publication_year', 'category_id'] as const) if (form[key].trim()) next.set(key, form[key].trim());
    for (const type of params.getAll('source_type')) next.append('source_type', type);
    for (const c of params.getAll('collection')) next.append('collection', c);
    if (form.has_images) next.set('has_images', 'true');
    navigate(href(next));
  };
  return (
    <section aria-label="Source search">
      <form className="records-search__form" role="search" aria-label="Search sources" onSubmit={submit}>
        <div className="records-search__grid">
          <label className="records-search__field">
            Words in the title
            <input type="search" name="q" maxLength={200} placeholder="Passenger list, case files, census…" {...text('q')} />
          </label>
          <label className="records-search__field">
            Place
            <input name="auto_place" maxLength={200} placeholder="San Francisco, Singapore…" {...text('auto_place')} />
          </label>
          <label className="records-search__field">
            Year
            <input name="publication_year" inputMode="numeric" maxLength={4} {...text('publication_year')} />
          </label>
          <label className="records-search__field">
            Category
            <select name="category_id" value={form.category_id} onChange={(e) => setForm((f) => ({ ...f, category_id: e.target.value }))}>
              <option value="">All categories</option>
              {categories
                .filter((c) => isIndexedCategory(c.id))
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
            </select>
          </label>
        </div>
        <div className="records-search__actions">
          <label className="records-search__check">
            <input type="checkbox" name="has_images" checked={form.has_images} onChange={(e) => setForm((f) => ({ ...f, has_images: e.target.checked }))} />
            Only sources with images
          </label>
          <button type="submit">Search sources</button>
        </div>
      </form>
      {asked ? (
        <SourceResults query={query.toString()} params={params} hrefWith={(key, value) => href(withParam(withParam(params, 'results', 'true'), key, value))} />
      ) : (
        <p className="records-search__hint">
          Search the passenger lists, case files, registers and directories the records come from, or <Link href={href(withParam(params, 'results', 'true'))}>list every source</Link>.
        </p>
      )}
    </section>
  );
}
