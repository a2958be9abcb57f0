/**
 * familytree-import-gedcom: /familytree/import/gedcom. Pick or drop a .ged or .gdz file; it uploads
 * with a progress bar, then the import job is polled until it is done, then the summary (counts, every
 * skipped or changed line with its number) and a link to the new tree.
 */
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../api/client';
import { importStatus, uploadGedcom, type UploadHandle } from '../../api/gedcom';
import type { ImportStatusResponse } from '../../protocol/gedcom';
import './ImportGedcomPage.css';

const POLL_MS = 1000;

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; file: string; percent: number }
  | { kind: 'importing'; file: string; status: ImportStatusResponse | null }
  | { kind: 'done'; file: string; status: ImportStatusResponse }
  | { kind: 'failed'; file: string | null; message: string; line: number | null };

const STAGE_TEXT: Record<ImportStatusResponse['status'], string> = {
  queued: 'Waiting to start…',
  parsing: 'Reading the file…',
  saving: 'Saving persons and families…',
  laying_out: 'Drawing the tree…',
  done: 'Done',
  failed: 'Failed',
};

function Bar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="gedcom-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <div className="gedcom-progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

export default function ImportGedcomPage() {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const upload = useRef<UploadHandle | null>(null);
  const poll = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});

  useEffect(
    () => () => {
      upload.current?.abort();
      clearTimeout(poll.current.timer);
      poll.current.controller?.abort();
    },
    [],
  );

  function watch(file: string, key: string) {
    const tick = async () => {
      const controller = new AbortController();
      poll.current.controller = controller;
      try {
        const status = await importStatus(key, controller.signal);
        if (status.status === 'done') return setPhase({ kind: 'done', file, status });
        if (status.status === 'failed') return setPhase({ kind: 'failed', file, message: status.error?.message ?? 'The import failed.', line: status.error?.line ?? null });
        setPhase({ kind: 'importing', file, status });
      } catch (err) {
        if (controller.signal.aborted) return;
        // A dropped poll is retried; the job keeps running on the server.
        if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500) {
          poll.current.timer = setTimeout(tick, POLL_MS * 3);
          return;
        }
        return setPhase({ kind: 'failed', file, message: err.message, line: null });
      }
      poll.current.timer = setTimeout(tick, POLL_MS);
    };
    void tick();
  }

  function start(file: File) {
    setPhase({ kind: 'uploading', file: file.name, percent: 0 });
    const handle = uploadGedcom(file, null, (percent) => setPhase((p) => (p.kind === 'uploading' ? { ...p, percent } : p)));
    upload.current = handle;
    handle.done.then(
      ({ import_key }) => {
        setPhase({ kind: 'importing', file: file.name, status: null });
        watch(file.name, import_key);
      },
      (err: unknown) => {
        const api = err instanceof ApiError ? err : null;
        const field = api?.body.fields?.file?.[0];
        setPhase({ kind: 'failed', file: file.name, message: field ? `${api!.message} ${field}` : (api?.message ?? 'The upload failed.'), line: null });
      },
    );
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) start(file);
  }

  const busy = phase.kind === 'uploading' || phase.kind === 'importing';

  return (
    <main className="gedcom-import">
      <h1>Import a GEDCOM file</h1>
      <p>
        Bring your tree from Ancestry, FamilySearch, MyHeritage, RootsMagic, Gramps, webtrees or any other program: export it as GEDCOM
        (.ged, version 5.5, 5.5.1 or 7.0) or GEDZIP (.gdz), up to 100 MB. The import makes a new family tree.
      </p>

      {!busy && (
        <div
          className={`gedcom-drop${dragging ? ' gedcom-drop--over' : ''}`}
          data-testid="gedcom-drop"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p>Drop your file here, or</p>
          <label className="gedcom-drop__pick">
            Choose a file
            <input
              type="file"
              accept=".ged,.gdz,text/plain,application/zip"
              aria-label="GEDCOM file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) start(file);
              }}
            />
          </label>
        </div>
      )}

      {phase.kind === 'uploading' && (
        <section aria-live="polite">
          <p>Uploading {phase.file}… {phase.percent}%</p>
          <Bar percent={phase.percent} label="Upload" />
        </section>
      )}

      {phase.kind === 'importing' && (
        <section aria-live="polite">
          <p>{phase.status ? STAGE_TEXT[phase.status.status] : 'Uploaded. Starting the import…'}</p>
          <Bar percent={phase.status?.progress ?? 0} label="Import" />
        </section>
      )}

      {phase.kind === 'failed' && (
        <section className="gedcom-failed" role="alert">
          <h2>The file could not be imported</h2>
          <p>
            {phase.line ? `Line ${phase.line}: ` : ''}
            {phase.message}
          </p>
          <p>Nothing was saved. Fix the file or export it again from your program, then try once more.</p>
        </section>
      )}

      {phase.kind === 'done' && <Summary file={phase.file} status={phase.status} />}
    </main>
  );
}

function Summary({ file, status }: { file: string; status: ImportStatusResponse }) {
  const c = status.counts;
  return (
    <section className="gedcom-summary" aria-live="polite">
      <h2>{file} is imported</h2>
      <dl className="gedcom-counts">
        <dt>Persons</dt>
        <dd data-testid="count-persons">{c.persons}</dd>
        <dt>Families</dt>
        <dd data-testid="count-families">{c.families}</dd>
        <dt>Notes</dt>
        <dd data-testid="count-notes">{c.notes}</dd>
        <dt>Media</dt>
        <dd data-testid="count-media">{c.media}</dd>
      </dl>
      {status.tree_id && (
        <p>
          <Link href={`/familytree/${status.tree_id}`} className="gedcom-open">
            Open the family tree
          </Link>
        </p>
      )}
      {status.warnings.length > 0 && (
        <>
          <h3>
            {status.warnings.length} {status.warnings.length === 1 ? 'line was' : 'lines were'} skipped or changed
          </h3>
          <ul className="gedcom-warnings">
            {status.warnings.map((w, i) => (
              <li key={i}>
                {w.line ? <span className="gedcom-warnings__line">Line {w.line}</span> : null} {w.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
