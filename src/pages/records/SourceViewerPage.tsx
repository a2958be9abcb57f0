/**
 * /source/:sourceId/viewer: page through a source by image number. A page with a scanned image shows
 * it (zoom and pan, the zupu viewer's PageImage) with the page's entries as transcribed beside it and
 * a tab with the image's OCR text; a source without images says so plainly and shows the
 * transcriptions only, with the text zoomable.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { fetchSourceImageOcr, fetchSourceOrNull } from '../../api/records';
import type { PageProps } from '../../app/routes';
import { SOURCE_IMAGE_ENTRIES, type SourceDetail } from '../../protocol/records';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import NotFound from '../NotFound';
import { LockedTranscription } from './LockedTranscription';
import { NoImages, Transcription } from './RecordParts';
import { personName, recordHref, sourceHref, viewerHref } from './recordLinks';
import { PageImage } from '../zupus/PageImage';
import '../zupus/zupus.css';
import './records.css';

const ZOOMS = [0.8, 1, 1.25, 1.5, 2];

export default function SourceViewerPage({ params }: PageProps) {
  const id = params.sourceId ?? '';
  const asked = Math.max(0, Number(new URLSearchParams(useSearch()).get('image')) || 0);
  const load = useLoad(() => fetchSourceOrNull(id, asked ? { image: asked, limit: SOURCE_IMAGE_ENTRIES } : {}), `${id}|${asked}`);
  const [, navigate] = useLocation();
  const first = load.state === 'ready' && load.data ? pageRange(load.data).first : null;
  useEffect(() => {
    // Without a page number the viewer opens the source's first page.
    if (!asked && first !== null) navigate(viewerHref(id, first), { replace: true });
  }, [asked, first, id, navigate]);
  if (load.state === 'ready' && !load.data) return <NotFound />;
  return (
    <article className="records records--viewer" aria-labelledby="viewer-title">
      <LoadState load={load}>{(s) => s && (asked || pageRange(s).first === null) && <Viewer source={s} image={asked || null} />}</LoadState>
    </article>
  );
}

/** The pages to page through: those the records are on and those with an image. */
function pageRange(source: SourceDetail): { first: number | null; last: number | null } {
  const numbers = [source.pages.first, source.pages.last, ...source.images.map((i) => i.image_number)].filter((n): n is number => n !== null);
  return numbers.length ? { first: Math.min(...numbers), last: Math.max(...numbers) } : { first: null, last: null };
}

function OcrText({ sourceId, image }: { sourceId: string; image: number }) {
  const load = useLoad(() => fetchSourceImageOcr(sourceId, image), `${sourceId}|${image}`);
  return (
    <LoadState load={load}>
      {(ocr) =>
        ocr.text ? (
          <pre className="records__ocr" data-testid="source-ocr-text">
            {ocr.text}
          </pre>
        ) : (
          <p>{ocr.status === 'pending' ? 'This image is still being read: its text appears here when it is done.' : 'No text could be read from this image.'}</p>
        )
      }
    </LoadState>
  );
}

function Viewer({ source, image }: { source: SourceDetail; image: number | null }) {
  const [zoom, setZoom] = useState(1);
  const [tab, setTab] = useState<'transcription' | 'ocr'>('transcription');
  const { first, last } = pageRange(source);
  const entries = source.records.objects.filter((r) => r.image_number === image);
  const scan = source.images.find((i) => i.image_number === image) ?? null;
  const list =
    entries.length === 0 ? (
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
    );
  return (
    <>
      <p className="records__crumbs">
        <Link href={sourceHref(source.id)}>← {source.title}</Link>
      </p>
      <h1 id="viewer-title">
        {source.title}
        {image !== null && last !== null && <span className="records__meta"> — page {image} of {last}</span>}
      </h1>
      {source.images.length === 0 && <NoImages sample={source.collection.is_sample} />}
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
      {scan ? (
        <div className="records__scan">
          <PageImage url={scan.url} width={scan.width} height={scan.height} label={`Page ${image} of ${source.title}`} hits={[]} reading={false} onArea={() => undefined} />
          <section className="records__beside" aria-label="Text of this page">
            <div role="tablist" aria-label="Text of this page" className="records__tabs">
              <button type="button" role="tab" aria-selected={tab === 'transcription'} onClick={() => setTab('transcription')}>
                Transcription
              </button>
              <button type="button" role="tab" aria-selected={tab === 'ocr'} onClick={() => setTab('ocr')}>
                OCR text
              </button>
            </div>
            <div role="tabpanel">{tab === 'transcription' ? list : <OcrText sourceId={source.id} image={scan.image_number} />}</div>
          </section>
        </div>
      ) : (
        <>
          {source.images.length > 0 && <p>This page has no scanned image.</p>}
          {list}
        </>
      )}
    </>
  );
}
