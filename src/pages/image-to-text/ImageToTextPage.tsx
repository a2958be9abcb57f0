/**
 * /image-to-text: upload a photo of a page (through the tree library's upload, marked with the source
 * 'image-to-text', with its progress), choose how it is written, then read its text on the results page.
 */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../api/client';
import { uploadToLibrary } from '../../api/libraryUpload';
import type { OcrLanguage } from '../../api/zupus';
import { isLoggedIn, useSession } from '../../state/session';
import { READINGS, resultsHref } from './readings';
import './image-to-text.css';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/bmp,.jpg,.jpe,.jpeg,.jfif,.png,.gif,.bmp';

type Upload = { state: 'idle' } | { state: 'uploading'; progress: number; filename: string; size: number } | { state: 'error'; error: string };

export default function ImageToTextPage() {
  const loggedIn = useSession(isLoggedIn);
  const treeId = useSession((s) => s.member?.family_tree_id ?? s.activeTreeId);
  const [, navigate] = useLocation();
  const [file, setFile] = useState<File | null>(null);
  const [lang, setLang] = useState<OcrLanguage>('chi_tra_vert');
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });

  const start = async () => {
    if (!file || !treeId) return;
    setUpload({ state: 'uploading', progress: 0, filename: file.name, size: file.size });
    try {
      const asset = await uploadToLibrary(treeId, file, {
        source: 'image-to-text',
        onProgress: (f) => setUpload({ state: 'uploading', progress: Math.round(f * 100), filename: file.name, size: file.size }),
      });
      navigate(resultsHref(asset.object_id, lang));
    } catch (err) {
      setUpload({ state: 'error', error: err instanceof ApiError ? err.message : 'The upload failed.' });
    }
  };

  return (
    <article className="image-to-text" aria-labelledby="itt-title">
      <h1 id="itt-title">Image to Text</h1>
      <p className="image-to-text__intro">
        Photograph a page of a family book, a letter or a gravestone rubbing: its characters are read by machine (OCR) and each word gets a dictionary gloss with
        pinyin. The photo is kept in your tree's Photos &amp; files.
      </p>
      {!loggedIn ? (
        <p>
          <Link href={`/login?redirect=${encodeURIComponent('/image-to-text')}`}>Log in</Link> or <Link href="/register">create a free account</Link> to read an image.
        </p>
      ) : !treeId ? (
        <p>
          Your photos are kept with your family tree. <Link href="/familytree/onboarding">Start your tree</Link> first, then come back to read an image.
        </p>
      ) : (
        <form
          className="image-to-text__form"
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          <label className="image-to-text__field">
            Photo of the page
            <input type="file" accept={ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </label>
          <fieldset className="image-to-text__field">
            <legend>How is it written?</legend>
            {READINGS.map((r) => (
              <label key={r.lang} className="image-to-text__choice">
                <input type="radio" name="lang" value={r.lang} checked={lang === r.lang} onChange={() => setLang(r.lang)} /> {r.label}
              </label>
            ))}
          </fieldset>
          <button type="submit" disabled={!file || upload.state === 'uploading'}>
            Upload and read
          </button>
          {upload.state === 'uploading' && (
            <div role="status">
              Uploading {upload.filename} ({Math.max(1, Math.round(upload.size / 1024))} KB): {upload.progress}%
              <progress max={100} value={upload.progress} aria-label="Upload progress" />
            </div>
          )}
          {upload.state === 'error' && <p role="alert">{upload.error}</p>}
        </form>
      )}
    </article>
  );
}
