/**
 * familytree-library-upload (/familytree/:id/library/upload): many files dropped or chosen at once,
 * each with its progress, cancel and retry; files the library does not take are refused before any
 * byte is sent; links to the uploaded files once they are in.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { treesApi } from '../../api/trees';
import type { PageProps } from '../../app/routes';
import { ACCEPTED_EXTENSIONS } from '../../protocol/library';
import { libraryHref } from './assetView';
import { DropZone } from './DropZone';
import { libraryUploads } from './libraryUploads';
import { queueSummary } from './uploadQueue';
import { UploadList } from './UploadList';
import './library.css';

const ACCEPT = Object.values(ACCEPTED_EXTENSIONS)
  .flat()
  .map((ext) => `.${ext}`)
  .join(',');

export default function LibraryUploadPage({ params }: PageProps) {
  const treeId = params.id ?? '';
  const inputId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const runner = libraryUploads(treeId);
  const items = useSyncExternalStore(runner.subscribe, runner.getSnapshot);
  const [treeName, setTreeName] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    treesApi.details(treeId).then(
      (tree) => live && setTreeName(tree.name),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [treeId]);
  const summary = queueSummary(items);
  return (
    <div className="library-page">
      <nav aria-label="Breadcrumbs" className="library-crumbs">
        <Link href={`/familytree/${treeId}`}>{treeName ?? 'Family tree'}</Link> / <Link href={libraryHref(treeId)}>Library</Link> / <span>Upload</span>
      </nav>
      <h1>Upload photos &amp; files</h1>
      <DropZone className="upload-drop" label="Drop files here" onFiles={(files) => runner.add(files)}>
        <p>Drag photos, video, audio or GEDCOM files here, as many as you like (up to 100 MB each).</p>
        <button type="button" className="library-button" onClick={() => picker.current?.click()}>
          Choose files
        </button>
        <input
          ref={picker}
          id={inputId}
          aria-label="Files to upload"
          tabIndex={-1}
          className="visually-hidden"
          type="file"
          multiple
          accept={ACCEPT}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length) runner.add(files);
          }}
        />
      </DropZone>
      {items.length > 0 && (
        <>
          <p className="library-meta" aria-live="polite">
            {summary.active > 0 ? `Uploading ${summary.active} of ${summary.total}…` : `${summary.done} of ${summary.total} uploaded`}
            {summary.failed > 0 && `, ${summary.failed} failed`}
          </p>
          <UploadList items={items} onCancel={(id) => runner.cancel(id)} onRetry={(id) => runner.retry(id)} onRemove={(id) => runner.remove(id)} />
        </>
      )}
      <p>
        <Link href={libraryHref(treeId)}>Back to the library</Link>
      </p>
    </div>
  );
}
