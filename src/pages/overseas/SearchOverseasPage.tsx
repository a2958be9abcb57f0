/**
 * search-overseas (/search/overseas): overseas Chinese communities by name in any script, narrowed
 * by migration region, ten a page. `?origin=<place id>`, `?dialect=<slug>` and `?country=<code>`
 * narrow it further (links from place and dialect pages); `?destination=<id>` shows one in full.
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { overseasApi } from '../../api/overseas';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import { DestinationDetail } from './DestinationDetail';
import { dialectLabel } from './labels';
import { OriginList } from './OriginList';
import './overseas.css';

const PAGE = 10;

export default function SearchOverseasPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const q = params.get('q') ?? '';
  const region = params.get('region') ?? '';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const destination = params.get('destination');
  const filters = { origin: params.get('origin') ?? '', dialect: params.get('dialect') ?? '', country: params.get('country') ?? '' };
  const [text, setText] = useState(q);
  const regions = useLoad(() => overseasApi.regions(), 'regions');
  const results = useLoad(
    () =>
      overseasApi.search({
        q: q.trim() || undefined,
        region: region || undefined,
        origin: filters.origin || undefined,
        dialect: filters.dialect || undefined,
        country: filters.country || undefined,
        offset,
      }),
    `${q}|${region}|${filters.origin}|${filters.dialect}|${filters.country}|${offset}`,
  );

  const hrefWith = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '' || v === 0) next.delete(k);
      else next.set(k, String(v));
    }
    const qs = next.toString();
    return `/search/overseas${qs ? `?${qs}` : ''}`;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(hrefWith({ q: text.trim(), offset: null, destination: null }));
  };

  if (destination) {
    return (
      <div className="overseas">
        <p>
          <Link href={hrefWith({ destination: null })}>← Back to the overseas communities</Link>
        </p>
        <DestinationDetail destinationId={destination} />
      </div>
    );
  }

  return (
    <div className="overseas">
      <header>
        <h1>
          Overseas Chinese Communities <span lang="zh">海外华人社区</span>
        </h1>
        <p className="overseas__intro">
          Chinatowns and settlements founded by emigrants from China, with the home counties and dialects of their founders. Search by a name in English
          or Chinese (三藩市, 舊金山, San Francisco).
        </p>
      </header>
      <form role="search" className="overseas__form" onSubmit={submit}>
        <label htmlFor="overseas-q">Community, country or home county</label>
        <div className="overseas__row">
          <input id="overseas-q" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="e.g. San Francisco, 檳城, Mauritius, Toisan" maxLength={64} />
          <button type="submit">Search</button>
        </div>
      </form>
      <nav aria-label="Migration regions" className="overseas__regions">
        <Link href={hrefWith({ region: null, offset: null })} aria-current={region === '' ? 'page' : undefined}>
          All regions
        </Link>
        {regions.state === 'ready' &&
          regions.data.objects.map((r) => (
            <Link key={r.slug} href={hrefWith({ region: r.slug, offset: null })} aria-current={region === r.slug ? 'page' : undefined}>
              {r.name} ({r.destinations_count})
            </Link>
          ))}
      </nav>
      {(filters.origin || filters.dialect || filters.country) && (
        <p className="overseas__meta">
          {filters.origin && <>Founders from place {filters.origin}. </>}
          {filters.dialect && <>Dialect: {dialectLabel(filters.dialect)}. </>}
          {filters.country && <>Country: {filters.country.toUpperCase()}. </>}
          <Link href={hrefWith({ origin: null, dialect: null, country: null, offset: null })}>Show all communities</Link>
        </p>
      )}
      <LoadState load={results}>
        {(list) => (
          <section aria-label="Overseas communities">
            <p className="overseas__meta" role="status">
              {list.meta.total_count === 0
                ? 'No community matches.'
                : `${list.meta.offset + 1}–${list.meta.offset + list.objects.length} of ${list.meta.total_count} communities`}
            </p>
            <ul className="overseas__results">
              {list.objects.map((d) => (
                <li key={d.id} className="overseas__card" data-destination-id={d.id}>
                  <h2>
                    <Link href={hrefWith({ destination: d.id })}>{d.name}</Link>{' '}
                    <span lang="zh">{d.names_zh.map((n) => n.simplified).join('、')}</span>
                  </h2>
                  <p className="overseas__meta">
                    {d.country_name} · {d.period}
                  </p>
                  <div className="overseas__line">
                    <span className="overseas__label">Origins</span>
                    <OriginList origins={d.origins} label={`Home counties of ${d.name}`} />
                  </div>
                  <div className="overseas__line">
                    <span className="overseas__label">Dialects</span>
                    <span>{d.dialects.map(dialectLabel).join(', ')}</span>
                  </div>
                </li>
              ))}
            </ul>
            {list.meta.total_count > PAGE && (
              <nav aria-label="Pages" className="overseas__pages">
                {offset > 0 && <Link href={hrefWith({ offset: Math.max(0, offset - PAGE) })}>← Previous</Link>}
                {offset + PAGE < list.meta.total_count && <Link href={hrefWith({ offset: offset + PAGE })}>Next →</Link>}
              </nav>
            )}
          </section>
        )}
      </LoadState>
    </div>
  );
}
