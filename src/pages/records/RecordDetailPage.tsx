/**
 * /person-records/:code/:slug?: one indexed record, open to everyone: the event, everyone named in it
 * with the names as the clerk wrote them, the transcription laid out as the entry (for members: the
 * paywall's LockedTranscription for anyone else), its source and
 * collection (with the "Sample collection" badge), the other entries of the same source page, and
 * "Attach to my tree" (AttachChooser.tsx). A slug that is not the record's own is replaced by it; an
 * unknown code shows the not-found page.
 */
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { fetchRecordOrNull } from '../../api/records';
import type { PageProps } from '../../app/routes';
import type { RecordDetail } from '../../protocol/records';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import NotFound from '../NotFound';
import { AttachButton } from './AttachChooser';
import { LockedTranscription } from './LockedTranscription';
import { CollectionLink, NoImages, RecordList, Transcription } from './RecordParts';
import { cemeteryHref } from '../cemeteries/cemeteryLinks';
import { dateLabel, eventLabel, personName, recordHref, roleLabel, sourceHref, sourceTypeLabel, viewerHref, yearLabel } from './recordLinks';
import './records.css';

export default function RecordDetailPage({ params }: PageProps) {
  const code = params.code ?? '';
  const load = useLoad(() => fetchRecordOrNull(code), code);
  const [path, navigate] = useLocation();
  const record = load.state === 'ready' ? load.data : null;

  useEffect(() => {
    if (record && params.slug !== record.slug) navigate(recordHref(record), { replace: true });
  }, [record, params.slug, navigate, path]);

  if (load.state === 'ready' && !load.data) return <NotFound />;
  return (
    <article className="records" aria-labelledby="record-title">
      <LoadState load={load}>{(r) => r && <RecordView record={r} />}</LoadState>
    </article>
  );
}

function RecordView({ record }: { record: RecordDetail }) {
  const main = record.persons[0];
  return (
    <>
      <nav className="records__crumbs" aria-label="Where this record is">
        <ol>
          <li>
            <Link href="/search/records">Records</Link>
          </li>
          <li>
            <Link href={`/source-collections/${encodeURIComponent(record.collection.id)}`}>{record.collection.title}</Link>
          </li>
          <li>
            <Link href={sourceHref(record.source.id)}>{record.source.title}</Link>
          </li>
        </ol>
      </nav>
      <h1 id="record-title">{main ? personName(main) : record.code}</h1>
      <p className="records__facts">
        <span>{eventLabel(record.event.type)}</span>
        <span>{dateLabel(record.event)}</span>
        <span>{record.cemetery ? <Link href={cemeteryHref(record.cemetery.id)}>{record.event.place}</Link> : record.event.place}</span>
      </p>
      <p>
        <CollectionLink collection={record.collection} />
      </p>
      <AttachButton record={record} />

      <section aria-labelledby="persons-title">
        <h2 id="persons-title">People in this record</h2>
        <div className="records__table-wrap">
          <table className="records__table">
            <thead>
              <tr>
                <th scope="col">Role</th>
                <th scope="col">Name as written</th>
                <th scope="col">Sex</th>
                <th scope="col">Age</th>
                <th scope="col">Born</th>
                <th scope="col">Birth place</th>
                <th scope="col">Residence</th>
                <th scope="col">Occupation</th>
              </tr>
            </thead>
            <tbody>
              {record.persons.map((p) => (
                <tr key={p.position}>
                  <td>{roleLabel(p.role)}</td>
                  <th scope="row">{personName(p)}</th>
                  <td>{p.gender === 'm' ? 'Male' : p.gender === 'f' ? 'Female' : ''}</td>
                  <td>{p.age ?? ''}</td>
                  <td>{yearLabel(p.birth_year, p.birth_year_approx)}</td>
                  <td>{p.birth_place && p.birth_place_id ? <Link href={`/places/${p.birth_place_id}`}>{p.birth_place}</Link> : (p.birth_place ?? '')}</td>
                  <td>{p.residence ?? ''}</td>
                  <td>{p.occupation ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="transcription-title">
        <h2 id="transcription-title">Transcription</h2>
        {record.transcription !== null ? <Transcription text={record.transcription} /> : <LockedTranscription code={record.code} />}
      </section>

      <section aria-labelledby="source-title">
        <h2 id="source-title">Source</h2>
        <p>
          <Link href={sourceHref(record.source.id)}>{record.source.title}</Link>
          <span className="records__meta">
            {' '}
            {sourceTypeLabel(record.source.source_type)}
            {record.source.year ? `, ${record.source.year}` : ''}
            {record.source.place ? `, ${record.source.place}` : ''}
            {record.image_number ? ` · page ${record.image_number}` : ''}
          </span>
        </p>
        {record.images.length === 0 && <NoImages sample={record.collection.is_sample} />}
        {record.images.map((img) => (
          <p key={img.id} className="records__preview">
            <Link href={viewerHref(record.source.id, img.image_number)} aria-label={`Open the image of page ${img.image_number} in the source viewer`}>
              <img src={img.previewSrc} alt={`Scanned page ${img.image_number} of ${record.source.title}`} width={img.width} height={img.height} loading="lazy" />
            </Link>
          </p>
        ))}
        <p>
          <Link href={viewerHref(record.source.id, record.image_number)}>Open this page in the source viewer</Link>
        </p>
      </section>

      {record.same_page.length > 0 && (
        <section aria-labelledby="same-page-title">
          <h2 id="same-page-title">Other entries on this page</h2>
          <RecordList records={record.same_page} />
        </section>
      )}
    </>
  );
}
