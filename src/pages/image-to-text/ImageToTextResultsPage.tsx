/**
 * /image-to-text/:assetId: the machine-read text of an uploaded image (api/ocr/ocr-image-area on the
 * asset's signed link, in the chosen reading), editable and saved as the asset's description, and a
 * word-by-word dictionary gloss of it (member/translate/): pinyin and CC-CEDICT senses, not a translation.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ApiError } from '../../api/client';
import { libraryApi } from '../../api/library';
import { zupusApi, type OcrLanguage } from '../../api/zupus';
import type { PageProps } from '../../app/routes';
import type { Asset } from '../../protocol/library';
import type { Gloss } from '../../protocol/zupus';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import NotFound from '../NotFound';
import { READINGS, readingOf, resultsHref } from './readings';
import './image-to-text.css';

async function assetOrNull(id: string): Promise<Asset | null> {
  try {
    return await libraryApi.get(id);
  } catch (err) {
    if (err instanceof ApiError && [400, 403, 404].includes(err.status)) return null;
    throw err;
  }
}

export default function ImageToTextResultsPage({ params }: PageProps) {
  const id = params.assetId ?? '';
  const load = useLoad(() => assetOrNull(id), id);
  if (load.state === 'ready' && !load.data) return <NotFound />;
  return (
    <article className="image-to-text" aria-labelledby="itt-results-title">
      <h1 id="itt-results-title">Text of the image</h1>
      <LoadState load={load}>{(a) => a && <Results asset={a} />}</LoadState>
    </article>
  );
}

type Reading = { state: 'reading' } | { state: 'ready'; text: string; saved: boolean } | { state: 'error'; error: string };

function Results({ asset }: { asset: Asset }) {
  const [, navigate] = useLocation();
  const lang = readingOf(new URLSearchParams(useSearch()).get('lang'));
  const urls = useLoad(() => libraryApi.getUrl(asset.object_id), asset.object_id);
  const [reading, setReading] = useState<Reading>(asset.description ? { state: 'ready', text: asset.description, saved: true } : { state: 'reading' });
  const [rereadOf, setRereadOf] = useState<OcrLanguage | null>(asset.description ? null : lang);
  const [save, setSave] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const [gloss, setGloss] = useState<{ state: 'idle' | 'busy' | 'error'; data: Gloss | null; error?: string }>({ state: 'idle', data: null });
  const url = urls.state === 'ready' ? urls.data.url : null;

  useEffect(() => {
    if (!url || !rereadOf) return;
    const controller = new AbortController();
    setReading({ state: 'reading' });
    zupusApi.readArea(url, rereadOf, undefined, controller.signal).then(
      (text) => setReading({ state: 'ready', text, saved: false }),
      (err: unknown) => !controller.signal.aborted && setReading({ state: 'error', error: err instanceof ApiError ? err.message : 'The image could not be read.' }),
    );
    return () => controller.abort();
  }, [url, rereadOf]);

  const saveText = async (text: string) => {
    setSave({ busy: true, message: null });
    try {
      await libraryApi.patch(asset.object_id, { description: text });
      setReading({ state: 'ready', text, saved: true });
      setSave({ busy: false, message: 'Saved.' });
    } catch (err) {
      setSave({ busy: false, message: err instanceof ApiError ? err.message : 'The text could not be saved.' });
    }
  };
  const glossOf = async (text: string) => {
    setGloss({ state: 'busy', data: null });
    try {
      setGloss({ state: 'idle', data: await zupusApi.gloss(text) });
    } catch (err) {
      setGloss({ state: 'error', data: null, error: err instanceof ApiError ? err.message : 'The gloss could not be made.' });
    }
  };

  return (
    <>
      <p>
        <Link href="/image-to-text">Read another image</Link> · <Link href={`/library/file/${asset.object_id}`}>See it in Photos &amp; files</Link>
      </p>
      <div className="image-to-text__results">
        <figure className="image-to-text__image">{url ? <img src={url} alt={asset.filename} /> : <p role="status">Loading the image…</p>}<figcaption>{asset.filename}</figcaption></figure>
        <section aria-labelledby="itt-text-title">
          <h2 id="itt-text-title">Text</h2>
          <label className="image-to-text__field">
            Read as
            <select
              value={rereadOf ?? lang}
              onChange={(e) => {
                const next = readingOf(e.target.value);
                navigate(resultsHref(asset.object_id, next), { replace: true });
                setRereadOf(next);
              }}
            >
              {READINGS.map((r) => (
                <option key={r.lang} value={r.lang}>
                  {r.label}
                </option>
              ))}
            </select>
          </label>
          {urls.state === 'error' && <p role="alert">The image could not be loaded.</p>}
          {reading.state === 'reading' && <p role="status">Reading the image… this takes a few seconds.</p>}
          {reading.state === 'error' && <p role="alert">{reading.error}</p>}
          {reading.state === 'ready' && (
            <TextEditor
              key={reading.text}
              text={reading.text}
              saved={reading.saved}
              busy={save.busy}
              message={save.message}
              onSave={(t) => void saveText(t)}
              onGloss={(t) => void glossOf(t)}
              glossBusy={gloss.state === 'busy'}
            />
          )}
          {gloss.state === 'error' && <p role="alert">{gloss.error}</p>}
          {gloss.data && <GlossTable gloss={gloss.data} />}
        </section>
      </div>
    </>
  );
}

interface EditorProps {
  text: string;
  saved: boolean;
  busy: boolean;
  message: string | null;
  glossBusy: boolean;
  onSave: (text: string) => void;
  onGloss: (text: string) => void;
}

function TextEditor({ text, saved, busy, message, glossBusy, onSave, onGloss }: EditorProps) {
  const [draft, setDraft] = useState(text);
  return (
    <div className="image-to-text__editor">
      <textarea aria-label="Text of the image" value={draft} rows={12} lang="zh" onChange={(e) => setDraft(e.target.value)} />
      <p className="image-to-text__note">{text ? 'Read by machine: correct it where a character is wrong, then save.' : 'No characters were found. You can type the text yourself.'}</p>
      <div className="image-to-text__actions">
        <button type="button" disabled={busy || (saved && draft === text)} onClick={() => onSave(draft)}>
          Save text
        </button>
        <button type="button" disabled={glossBusy || !draft.trim()} onClick={() => onGloss(draft)}>
          Show the gloss
        </button>
        {message && <span role="status">{message}</span>}
      </div>
    </div>
  );
}

function GlossTable({ gloss }: { gloss: Gloss }) {
  return (
    <section aria-labelledby="itt-gloss-title">
      <h2 id="itt-gloss-title">Gloss</h2>
      <p className="image-to-text__note">Word by word from the CC-CEDICT dictionary and the phrases zupus repeat: a help for reading, not a translation.</p>
      <table className="image-to-text__gloss">
        <thead>
          <tr>
            <th scope="col">Word</th>
            <th scope="col">Pinyin</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {gloss.gloss.map((w, i) => (
            <tr key={i}>
              <td lang="zh">{w.word}</td>
              <td>{w.pinyin}</td>
              <td>{w.senses.join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
