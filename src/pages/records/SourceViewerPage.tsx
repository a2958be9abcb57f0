/**
 * /source/:sourceId/viewer: page through a source by image number, each page's entries as transcribed,
 * with the text zoomable. Sources of record collections have no scanned images yet: the viewer says
 * so plainly and shows the transcriptions only.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { fetchSourceOrNull } from '../../api/records';
import type { PageProps } from '../../app/routes';
import { SOURCE_IMAGE_ENTRIES, type SourceDetail } from '../../protocol/records';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import NotFound from '../NotFound';
import { LockedTranscription } from './LockedTranscription';
import { NoImages, Transcription } from './RecordParts';
import { personName, recordHref, sourceHref, viewerHref } from './recordLinks';
import './records.css';

const ZOOMS = [0.8, 1, 1.25, 1.5, 2];

export default function SourceViewerPage({ params }: PageProps) {
  const id = params.sourceId ?? '';
  const asked = Math.max(0, Number(new URLSearchParams(useSearch()).get('image')) || 0);
  const load = useLoad(() => fetchSourceOrNull(id, asked ? { image: asked, limit: SOURCE_IMAGE_ENTRIES } : {}), `${id}|${asked}`);
  const [, navigate] = useLocation();
  const first = load.state === 'ready' ? (load.data?.pages.first ?? null) : null;
  useEffect(() => {
    // Without a page number the viewer opens the source's first page.
    if (!asked && first !== null) navigate(viewerHref(id, first), { replace: true });
  }, [asked, first, id, navigate]);
  if (load.state === 'ready' && !load.data) return <NotFound />;
  return (
    <article className="records records--viewer" aria-labelledby="viewer-title">
      <LoadState load={load}>{(s) => s && (asked || s.pages.first === null) && <Viewer source={s} image={asked || null} />}</LoadState>
    </article>
  );
}

function Viewer({ source, image }: { source: SourceDetail; image: number | null }) {
  const [zoom, setZoom] = useState(1);
  const { first, last } = source.pages;
  const entries = source.records.objects.filter((r) => r.image_number === image);
  return (
    <>
      <p className="records__crumbs">
        <Link href={sourceHref(source.id)}>← {source.title}</Link>
      </p>
      <h1 id="viewer-title">
        {source.title}
        {image !== null && last !== null && <span className="records__meta"> — page {image} of {last}</span>}
      </h1>
      <NoImages sample={source.collection.is_sample} />
      <div className="records__toolbar">
        <nav className="records__pager" aria-label="Pages of the source">
          {image !== null && first !== null && image > first ? <Link href={viewerHref(source.id, image - 1)}>← Previous page</Link> : <span aria-hidden="true" />}
          {image !== null && last !== null && image < last ? <Link href={viewerHref(source.id, image + 1)}>Next page →</Link> : <span aria-hidden="true" />}
        </nav>
        <div className="records__zoom" role="group" aria-label="Text size">
          <button type="button" onClick={() => setZoom((z) => ZOOMS[Math.max(0, ZOOMS.indexOf(z) - 1)]!)} disabled={zoom === ZOOMS[0]} aria-label="Zoom out">
            −
          </button>
          <output aria-live="polite">{Math.round(zoom * 100)}%</output>
          <button type="button" onClick={() => setZoom((z) => ZOOMS[Math.min(ZOOMS.length - 1, ZOOMS.indexOf(z) + 1)]!)} disabled={zoom === ZOOMS.at(-1)} aria-label="Zoom in">
            +
          </button>
        </div>
      </div>
      {entries.length === 0 ? (
        <p>No entries are indexed on this page.</p>
      ) : (
        <ol className="records__page" aria-label={`Entries on page ${image}`}>
          {entries.map((r) => (
            <li key={r.code}>
              {r.transcription !== null ? <Transcription text={r.transcription} zoom={zoom} /> : <LockedTranscription code={r.code} zoom={zoom} />}
              <Link href={recordHref(r)}>{r.persons[0] ? `Record of ${personName(r.persons[0])}` : r.code}</Link>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
