/**
 * Indexed-record results, 10 a page: the name as recorded, its Chinese name, years, places, the
 * collection (with a "Sample collection" badge) and the event; facets narrow by click and show counts.
 */
import { Link } from 'wouter';
import { recordSlug, type RecordResult, type RecordSearchResponse } from '../../protocol/records';
import { Pager } from '../places/PlaceItem';
import { useRecordSearch } from './useRecordSearch';
import { RecordFinderBanner } from '../hints/RecordFinderBanner';
import { FacetList, type FacetGroup } from './FacetList';

type Facets = RecordSearchResponse['facets'];
/** Facet groups in display order: their key in the answer, their query parameter and heading. */
const FACET_GROUPS: FacetGroup<keyof Facets>[] = [
  { key: 'category', param: 'category_id', title: 'Category' },
  { key: 'collection', param: 'collection', title: 'Collection' },
  { key: 'decade', param: 'decade', title: 'Decade' },
  { key: 'place', param: 'place_code', title: 'Birth place' },
  { key: 'has_images', param: 'has_images', title: 'Images' },
];

function years(r: RecordResult): string {
  const parts: string[] = [];
  if (r.birth_year !== null) parts.push(`b. ${r.birth_year_approx ? 'abt. ' : ''}${r.birth_year}`);
  if (r.death_year !== null) parts.push(`d. ${r.death_year}`);
  return parts.join(', ');
}

function ResultItem({ r }: { r: RecordResult }) {
  const name = `${r.first_name} ${r.surname}`.trim() || 'Name not recorded';
  return (
    <li className="records-search__result">
      <h3>
        <Link href={`/person-records/${encodeURIComponent(r.code)}/${recordSlug([r])}`}>{name}</Link>
        {r.name_zh && (
          <span lang="zh-Hant" className="records-search__zh">
            {r.name_zh}
          </span>
        )}
      </h3>
      <p className="records-search__facts">
        {[years(r), r.places.join(' · ')].filter(Boolean).join(' — ')}
      </p>
      <p className="records-search__source">
        <span className="records-search__event">
          {r.event_type.replaceAll('-', ' ')} {r.event_year}
        </span>{' '}
        · {r.collection_title}
        {r.is_sample && <span className="records-search__badge">Sample collection</span>}
        {!r.has_images && <span className="records-search__noimg">No Images Available</span>}
      </p>
    </li>
  );
}

export function RecordResults({ query, params, hrefWith }: { query: string; params: URLSearchParams; hrefWith: (key: string, value: string | null) => string }) {
  const search = useRecordSearch(query);
  if (search.state === 'loading') return <p role="status">Searching records…</p>;
  if (search.state === 'error') return <p role="alert">{search.message}</p>;
  const { objects, meta, facets } = search.data;
  return (
    <section className="records-search__results" aria-labelledby="records-results-title">
      <h2 id="records-results-title">{meta.total_count.toLocaleString('en')} records</h2>
      <RecordFinderBanner className="records-search__finder" />
      {objects.length === 0 ? (
        <p>No record matches this search. Try fuzzy names, a wider ± on the years, or flexible search.</p>
      ) : (
        <div className="records-search__body">
          <FacetList label="Narrow results" groups={FACET_GROUPS} facets={facets} params={params} hrefWith={hrefWith} />
          <div>
            <ol className="records-search__list" start={meta.offset + 1}>
              {objects.map((r) => (
                <ResultItem key={`${r.code}-${r.first_name}-${r.surname}-${r.role}`} r={r} />
              ))}
            </ol>
            <Pager total={meta.total_count} limit={meta.limit} offset={meta.offset} label="Result pages" hrefFor={(o) => hrefWith('offset', o ? String(o) : null)} />
          </div>
        </div>
      )}
    </section>
  );
}
