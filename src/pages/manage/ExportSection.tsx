/** Export links: GEDCOM 5.5.1, 7.0 or GEDZIP, made by a server job that the page polls until the file is ready. */
import { useEffect, useRef, useState } from 'react';
import { exportApi } from '../../api/manage';
import type { ExportFormat } from '../../protocol/gedcom';
import type { SectionProps } from './ManagePage';
import { saveBlob } from '../../lib/saveBlob';
import { runExport } from './exportJob';
import { FormError, errorMessage } from './ui';

const formats: { format: ExportFormat; label: string; note: string }[] = [
  { format: 'gedcom551', label: 'GEDCOM 5.5.1', note: 'Opens in most genealogy programs.' },
  { format: 'gedcom7', label: 'GEDCOM 7.0', note: 'The current standard.' },
  { format: 'gedzip', label: 'GEDZIP', note: 'GEDCOM 7.0 with the photos, in one zip file.' },
];

export function ExportSection({ tree }: SectionProps) {
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string[]>([]);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function start(format: ExportFormat) {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRunning(format);
    setProgress(0);
    setError([]);
    try {
      const file = await runExport(exportApi, tree.object_id, format, { onProgress: setProgress, signal: controller.signal });
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      const message = controller.signal.aborted ? null : errorMessage(err);
      if (message) setError([message]);
    } finally {
      if (abort.current === controller) setRunning(null);
    }
  }

  return (
    <section aria-labelledby="manage-export">
      <h2 id="manage-export">Export</h2>
      <p className="manage-hint">Download the whole tree as a file for another genealogy program or as a backup.</p>
      <ul className="manage-members">
        {formats.map((f) => (
          <li key={f.format}>
            <span>
              <strong>{f.label}</strong> <span className="manage-hint">{f.note}</span>
            </span>
            <button type="button" className="manage-button secondary" disabled={running !== null} onClick={() => void start(f.format)}>
              Download {f.label}
            </button>
          </li>
        ))}
      </ul>
      {running && (
        <p aria-live="polite">
          Preparing the {formats.find((f) => f.format === running)?.label} file… <progress max={100} value={progress} aria-label="Export progress" /> {progress}%
        </p>
      )}
      <FormError messages={error} />
    </section>
  );
}
