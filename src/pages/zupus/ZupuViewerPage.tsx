/**
 * /zupus/:zupuId/viewer (zupu-viewer): one page at a time with a page strip, zoom and pan, the page's
 * OCR text beside it, search in the book with the hits drawn over the page (matches_vertices), page
 * turning by ←/→ and PageUp/PageDown, and "read this part" (api/ocr/ocr-image-area on a dragged
 * rectangle). The page and the search live in the URL (?page=N&q=…).
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ApiError } from '../../api/client';
import { zupusApi, type Area } from '../../api/zupus';
import type { PageProps } from '../../app/routes';
import type { ClanPedigree } from '../../protocol/zupus';
import { isLoggedIn, useSession } from '../../state/session';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import NotFound from '../NotFound';
import { PageImage } from './PageImage';
import { pageForKey } from './viewerMath';
import { HitSnippet, SampleLabel, viewerHref, zupuHref } from './ZupuMeta';
import './zupus.css';

export default function ZupuViewerPage({ params }: PageProps) {
  const id = params.zupuId ?? '';
  const load = useLoad(() => zupusApi.getOrNull(id), id);
  if (load.state === 'ready' && !load.data) return <NotFound />;
  return (
    <article className="zupu-viewer" aria-labelledby="zupu-viewer-title">
      <LoadState load={load}>{(z) => z && <Viewer zupu={z} />}</LoadState>
    </article>
  );
}

/** A failed OCR fetch shows as a page with no text (spec 8). */
const ocrOrEmpty = (id: string, page: number) => zupusApi.pageOcr(id, page).catch(() => ({ text: '', boxes: [] }));

/** Pages either side of the open one that the strip shows as thumbnails (the others as numbers). */
const THUMBS_AROUND = 3;
const THUMB_WIDTH = 72;

/** A page of the strip as a small image, through the image service (page-preview at the strip's width). */
function Thumbnail({ zupuId, page }: { zupuId: string; page: number }) {
  const preview = useLoad(() => zupusApi.pagePreview(zupuId, page, THUMB_WIDTH), `${zupuId}|${page}`);
  if (preview.state !== 'ready') return <span className="zupu-viewer__thumb" aria-hidden="true" />;
  const p = preview.data;
  return <img className="zupu-viewer__thumb" src={p.url} alt="" width={THUMB_WIDTH} height={Math.round((THUMB_WIDTH * p.height) / Math.max(1, p.width))} />;
}

function Viewer({ zupu }: { zupu: ClanPedigree }) {
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const count = zupu.meta.page_count;
  const page = Math.min(count, Math.max(1, Number(query.get('page')) || 1));
  const q = query.get('q') ?? '';
  const go = (n: number, nextQ = q) => navigate(viewerHref(zupu.id, n, nextQ), { replace: true });

  const image = useLoad(() => zupusApi.page(zupu.id, page), `${zupu.id}|${page}`);
  const ocr = useLoad(() => ocrOrEmpty(zupu.id, page), `${zupu.id}|${page}`);
  const hits = useLoad(() => (q ? zupusApi.searchContent(q, { zupuId: zupu.id, ac: 'zupu-viewer-search' }) : Promise.resolve(null)), `${zupu.id}|${q}`);
  const [draft, setDraft] = useState(q);
  const [reading, setReading] = useState(false);
  const [areaText, setAreaText] = useState<{ state: 'idle' | 'busy' | 'done' | 'error'; text: string }>({ state: 'idle', text: '' });
  const loggedIn = useSession(isLoggedIn);

  useEffect(() => setDraft(q), [q]);
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      const next = pageForKey(e.key, page, count);
      if (next === null) return;
      e.preventDefault();
      go(next);
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  });

  const hitData = hits.state === 'ready' ? hits.data : null;
  const boxes = useMemo(() => (hitData?.objects ?? []).filter((h) => h.page === page).flatMap((h) => h.matches_vertices), [hitData, page]);

  const readArea = async (area: Area) => {
    if (image.state !== 'ready') return;
    setAreaText({ state: 'busy', text: '' });
    try {
      setAreaText({ state: 'done', text: await zupusApi.readArea(image.data.url, 'chi_tra_vert', area) });
    } catch (err) {
      setAreaText({ state: 'error', text: err instanceof ApiError ? err.message : 'This part could not be read.' });
    }
  };

  return (
    <>
      <header className="zupu-viewer__head">
        <Link href={zupuHref(zupu.id)}>← About this book</Link>
        <h1 id="zupu-viewer-title">
          {zupu.meta.title} <SampleLabel zupu={zupu} />
        </h1>
        <p className="zupu-viewer__where" aria-live="polite">
          Page {page} of {count}
        </p>
        <div className="zupu-viewer__turn">
          <button type="button" disabled={page <= 1} onClick={() => go(page - 1)}>
            Previous page
          </button>
          <button type="button" disabled={page >= count} onClick={() => go(page + 1)}>
            Next page
          </button>
        </div>
      </header>
      <form
        className="zupu-viewer__search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const next = draft.trim();
          navigate(viewerHref(zupu.id, page, next), { replace: true });
        }}
      >
        <label>
          Search in this book{' '}
          <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="A name, in simplified or traditional characters" />
        </label>
        <button type="submit">Search</button>
      </form>
      {q && (
        <section className="zupu-viewer__results" aria-label="Hits in this book">
          {hits.state === 'loading' && <p role="status">Searching…</p>}
          {hits.state === 'error' && <p role="alert">The search failed. Please try again.</p>}
          {hits.state === 'ready' && hits.data && (
            <>
              <p role="status">
                {hits.data.meta.total_count === 0 ? `No page of this book has “${q}”.` : `${hits.data.meta.total_capped ? 'More than ' : ''}${hits.data.meta.total_count.toLocaleString('en')} ${hits.data.meta.total_count === 1 ? 'page has' : 'pages have'} “${q}”.`}
              </p>
              <ul>
                {hits.data.objects.map((h, i) => (
                  <li key={`${h.page}-${i}`}>
                    <button type="button" className="zupus__hit" aria-current={h.page === page ? 'page' : undefined} onClick={() => go(h.page)}>
                      Page {h.page}: <HitSnippet hit={h} />
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      <nav className="zupu-viewer__strip" aria-label="Pages">
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
          <Link key={n} href={viewerHref(zupu.id, n, q)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`} replace>
            {Math.abs(n - page) <= THUMBS_AROUND && <Thumbnail zupuId={zupu.id} page={n} />}
            <span>{n}</span>
          </Link>
        ))}
      </nav>
      <div className="zupu-viewer__body">
        <LoadState load={image}>
          {(img) => (
            <PageImage url={img.url} width={img.width} height={img.height} label={`Page ${page} of ${zupu.meta.title}`} hits={boxes} reading={reading} onArea={(a) => void readArea(a)} />
          )}
        </LoadState>
        <aside className="zupu-viewer__text" aria-labelledby="zupu-ocr-title">
          <h2 id="zupu-ocr-title">Text of this page</h2>
          <p className="zupu-viewer__note">Read by machine (OCR): characters may be wrong.</p>
          <LoadState load={ocr}>{(o) => (o.text ? <pre className="zupu-viewer__ocr" lang="zh-Hant">{o.text}</pre> : <p>No text has been read from this page yet.</p>)}</LoadState>
          {loggedIn ? (
            <div className="zupu-viewer__read">
              <button type="button" aria-pressed={reading} onClick={() => setReading((r) => !r)}>
                {reading ? 'Stop reading a part' : 'Read this part'}
              </button>
              {reading && <p>Drag a rectangle over the columns to read.</p>}
              {areaText.state === 'busy' && <p role="status">Reading…</p>}
              {areaText.state === 'done' && (
                <pre className="zupu-viewer__ocr" lang="zh-Hant" aria-label="Text of the part">
                  {areaText.text || '(no characters found)'}
                </pre>
              )}
              {areaText.state === 'error' && <p role="alert">{areaText.text}</p>}
            </div>
          ) : (
            <p>
              <Link href={`/login?redirect=${encodeURIComponent(viewerHref(zupu.id, page, q))}`}>Log in</Link> to read a part of the page again.
            </p>
          )}
        </aside>
      </div>
      <p className="zupu-viewer__keys">Keys: ← and → or PageUp and PageDown turn the page; drag to pan, the wheel zooms.</p>
    </>
  );
}
