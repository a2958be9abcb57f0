/**
 * /cemeteries/:id/:slug?: one cemetery of the record collections: its name, where it lies (linked to
 * the place's page when known), its burials ten to a page by year, and a search within them by name.
 * An unknown cemetery shows the not-found page.
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { fetchCemeteryOrNull } from '../../api/cemeteries';
import type { PageProps } from '../../app/routes';
import type { CemeteryDetail } from '../../protocol/cemeteries';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import NotFound from '../NotFound';
import { Pager } from '../places/PlaceItem';
import { CollectionLink, RecordList, SampleBadge } from '../records/RecordParts';
import { cemeteryHref } from './cemeteryLinks';
import '../records/records.css';

export default function CemeteryDetailPage({ params }: PageProps) {
  const id = params.id ?? '';
  const query = new URLSearchParams(useSearch());
  const offset = Math.max(0, Number(query.get('offset')) || 0);
  const q = query.get('q')?.trim() ?? '';
  const load = useLoad(() => fetchCemeteryOrNull(id, { offset, q }), `${id}|${offset}|${q}`);
  if (load.state === 'ready' && !load.data) return <NotFound />;
  return (
    <article className="records" aria-labelledby="cemetery-title">
      <LoadState load={load}>{(c) => c && <CemeteryView cemetery={c} offset={offset} q={q} />}</LoadState>
    </article>
  );
}

export function CemeteryView({ cemetery: c, offset, q }: { cemetery: CemeteryDetail; offset: number; q: string }) {
  const [, navigate] = useLocation();
  const [text, setText] = useState(q);
  const { meta } = c.burials;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(cemeteryHref(c.id, { q: text.trim() }));
  };
  return (
    <>
      <h1 id="cemetery-title">{c.name}</h1>
      <p className="records__facts">
        <SampleBadge collection={c} />
        {c.place && <span>{c.place.href ? <Link href={c.place.href}>{c.place.name}</Link> : c.place.name}</span>}
        <span>{c.burial_count.toLocaleString('en')} burials</span>
        {c.year_from !== null && (
          <span>
            {c.year_from}–{c.year_to}
          </span>
        )}
      </p>
      <p>
        From{' '}
        {c.collections.map((col, i) => (
          <span key={col.id}>
            {i > 0 && '; '}
            <CollectionLink collection={col} />
          </span>
        ))}
      </p>
      <form className="records__search-within" role="search" onSubmit={submit}>
        <label htmlFor="cemetery-q">Search the burials by name</label>
        <input id="cemetery-q" type="search" value={text} maxLength={100} placeholder="Wong, Ah Sing, 黄" onChange={(e) => setText(e.target.value)} />
        <button type="submit">Search</button>
      </form>
      <section aria-labelledby="cemetery-burials-title">
        <h2 id="cemetery-burials-title">
          {q ? `Burials named ${q}` : 'Burials'} ({meta.total_count.toLocaleString('en')})
        </h2>
        {meta.total_count === 0 ? <p>No burial here names {q}.</p> : <RecordList records={c.burials.objects} />}
        <Pager total={meta.total_count} limit={meta.limit} offset={offset} hrefFor={(o) => cemeteryHref(c.id, { q, offset: o })} label="Pages of burials" />
      </section>
    </>
  );
}
