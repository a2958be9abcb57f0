/**
 * /search/records: search all records. Tabs indexed-records (default), full-text, sources, and ai
 * when the SEARCH_AI switch is on; the page is named for its category when category_id is given.
 * The whole form lives in the URL query, so a search can be shared and reloaded.
 */
import { useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { fetchSearchCategories } from '../../api/recordSearch';
import { useSwitch } from '../../app/switches';
import { useLoad } from '../company/useLoad';
import { apiQuery, formQuery, isSearchable, readForm, withParam } from './formQuery';
import { AssistTab } from './AssistTab';
import { FullTextTab } from './FullTextTab';
import { RecordResults } from './RecordResults';
import { RecordSearchForm } from './RecordSearchForm';
import { SourcesTab } from './SourcesTab';
import { categoryTitle } from './categoryTitle';
import './records-search.css';

const BASE = '/search/records';
const TABS = [
  { id: 'indexed-records', label: 'Indexed records' },
  { id: 'full-text', label: 'Full text' },
  { id: 'sources', label: 'Sources' },
  { id: 'ai', label: 'Search assistant' },
] as const;

export default function SearchRecordsPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const aiOn = useSwitch('SEARCH_AI');
  const tabs = TABS.filter((t) => t.id !== 'ai' || aiOn);
  const asked = params.get('tab') ?? 'indexed-records';
  const tab = tabs.some((t) => t.id === asked) ? asked : 'indexed-records';
  const form = readForm(params);
  const categoryId = params.get('category_id') ?? '';
  const title = categoryTitle(categoryId);
  const categories = useLoad(fetchSearchCategories, 'categories');
  const href = (next: URLSearchParams) => `${BASE}${next.size ? `?${next.toString()}` : ''}`;
  const formKey = formQuery(form).toString();

  return (
    <article className="records-search" aria-labelledby="records-search-title">
      <h1 id="records-search-title">{title}</h1>
      <p className="records-search__intro">
        Passenger lists, case files, censuses, cemeteries and directories, found by any spelling a clerk wrote: Wong finds Huang, Vong and 黄.
      </p>
      <nav className="records-search__tabs" aria-label="Search in">
        {tabs.map((t) => (
          <Link key={t.id} href={href(withParam(params, 'tab', t.id === 'indexed-records' ? null : t.id))} aria-current={t.id === tab ? 'page' : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === 'indexed-records' && (
        <>
          <RecordSearchForm
            key={formKey}
            initial={form}
            categories={categories.state === 'ready' ? categories.data.objects : []}
            onSearch={(next) => navigate(href(formQuery(next, params.get('tab') ?? undefined)))}
          />
          {isSearchable(form) ? (
            <RecordResults query={apiQuery(params).toString()} params={params} hrefWith={(key, value) => href(withParam(params, key, value))} />
          ) : (
            <p className="records-search__hint">Give a name, a place, a relative or an event to search for.</p>
          )}
        </>
      )}
      {tab === 'full-text' && <FullTextTab params={params} href={href} />}
      {tab === 'sources' && <SourcesTab key={search} params={params} href={href} categories={categories.state === 'ready' ? categories.data.objects : []} />}
      {tab === 'ai' && <AssistTab />}
    </article>
  );
}
