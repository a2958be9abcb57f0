/**
 * /source/:sourceId: one source (a register, ship's list, census schedule …) with its collection and
 * its records ten to a page, and a link into the viewer. An unknown or invalid source shows the
 * not-found page.
 */
import { Link, useSearch } from 'wouter';
import { fetchSourceOrNull } from '../../api/records';
import type { PageProps } from '../../app/routes';
import type { SourceDetail } from '../../protocol/records';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import NotFound from '../NotFound';
import { Pager } from '../places/PlaceItem';
import { CollectionLink, NoImages, RecordList } from './RecordParts';
import { sourceHref, sourceTypeLabel, viewerHref } from './recordLinks';
import './records.css';

export default function SourceDetailPage({ params }: PageProps) {
  const id = params.sourceId ?? params.id ?? '';
  const offset = Math.max(0, Number(new URLSearchParams(useSearch()).get('offset')) || 0);
  const load = useLoad(() => fetchSourceOrNull(id, { offset }), `${id}|${offset}`);
  if (load.state === 'ready' && !load.data) return <NotFound />;
  return (
    <article className="records" aria-labelledby="source-title">
      <LoadState load={load}>{(s) => s && <SourceView source={s} offset={offset} />}</LoadState>
    </article>
  );
}

export function SourceView({ source, offset }: { source: SourceDetail; offset: number }) {
  const { meta } = source.records;
  return (
    <>
      <h1 id="source-title">{source.title}</h1>
      <p className="records__facts">
        <span>{sourceTypeLabel(source.source_type)}</span>
        {source.year && <span>{source.year}</span>}
        {source.place && <span>{source.place}</span>}
        <span>{source.record_count.toLocaleString('en')} records</span>
        {source.status === 'pending' && <span>Being indexed</span>}
      </p>
      <p>
        Collection: <CollectionLink collection={source.collection} />
      </p>
      {source.images.length === 0 && <NoImages sample={source.collection.is_sample} />}
      {source.images.length > 0 && (
        <section aria-labelledby="source-images-title">
          <h2 id="source-images-title">Page images ({source.images.length})</h2>
          <ul className="records__thumbs">
            {source.images.map((img) => (
              <li key={img.id}>
                <Link href={viewerHref(source.id, img.image_number)} aria-label={`Open page ${img.image_number} in the viewer`}>
                  <img src={img.thumbnail_url} alt={`Page ${img.image_number}`} width={160} height={Math.round((160 * img.height) / img.width)} loading="lazy" />
                </Link>
                <span className="records__meta">Page {img.image_number}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(source.pages.first ?? source.images[0]?.image_number ?? null) !== null && (
        <p>
          <Link className="records__attach" href={viewerHref(source.id, Math.min(...[source.pages.first, source.images[0]?.image_number].filter((n): n is number => n != null)))}>
            Page through this source
          </Link>
        </p>
      )}
      <section aria-labelledby="source-records-title">
        <h2 id="source-records-title">Records in this source</h2>
        <RecordList records={source.records.objects} />
        <Pager total={meta.total_count} limit={meta.limit} offset={offset} hrefFor={(o) => sourceHref(source.id, o)} label="Pages of records" />
      </section>
    </>
  );
}
