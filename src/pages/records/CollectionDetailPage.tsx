/**
 * /source-collections/:id: one record collection: what it is, its years and place, its category, how
 * many records and sources it holds and of which types, where it comes from, and a link to search
 * within it. An unknown collection shows the not-found page.
 */
import { Link } from 'wouter';
import { fetchCollectionOrNull } from '../../api/records';
import type { PageProps } from '../../app/routes';
import type { CollectionDetail } from '../../protocol/records';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import NotFound from '../NotFound';
import { NoImages, SampleBadge } from './RecordParts';
import { searchInCollectionHref, sourceTypeLabel } from './recordLinks';
import './records.css';

export default function CollectionDetailPage({ params }: PageProps) {
  const id = params.id ?? '';
  const load = useLoad(() => fetchCollectionOrNull(id), id);
  if (load.state === 'ready' && !load.data) return <NotFound />;
  return (
    <article className="records" aria-labelledby="collection-title">
      <LoadState load={load}>{(c) => c && <CollectionView collection={c} />}</LoadState>
    </article>
  );
}

function CollectionView({ collection: c }: { collection: CollectionDetail }) {
  return (
    <>
      <h1 id="collection-title">{c.title}</h1>
      <p className="records__facts">
        <SampleBadge collection={c} />
        <span>{c.category_name}</span>
        <span>
          {c.year_from}–{c.year_to}
        </span>
        <span>{c.place}</span>
      </p>
      <p className="records__intro">{c.description}</p>
      <dl className="records__counts">
        <div>
          <dt>Records</dt>
          <dd>{c.record_count.toLocaleString('en')}</dd>
        </div>
        <div>
          <dt>Sources</dt>
          <dd>{c.source_count.toLocaleString('en')}</dd>
        </div>
        {c.source_types.map((t) => (
          <div key={t.source_type}>
            <dt>{sourceTypeLabel(t.source_type)}</dt>
            <dd>{t.count.toLocaleString('en')}</dd>
          </div>
        ))}
        <div>
          <dt>Page images</dt>
          <dd>{c.image_count.toLocaleString('en')}</dd>
        </div>
      </dl>
      {c.image_count === 0 && <NoImages sample={c.is_sample} />}
      <p>
        <Link className="records__attach" href={searchInCollectionHref(c.id)}>
          Search this collection
        </Link>
      </p>
      <p className="records__meta">Where it comes from: {c.source_note}</p>
    </>
  );
}
