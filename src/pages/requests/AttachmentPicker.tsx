/**
 * Files for a request: each chosen file uploads at once with its progress shown, and the list keeps
 * what arrived (removable) and what was refused, with the server's reason.
 */
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { uploadRequestAttachment } from '../../api/requests';
import { MAX_UPLOAD_BYTES } from '../../protocol/library';
import type { RequestAttachment } from '../../protocol/requests';

export interface PickedFile {
  key: string;
  name: string;
  progress: number;
  attachment?: RequestAttachment;
  error?: string;
}

interface Props {
  purpose: 'prospect' | 'consult';
  label: string;
  hint: string;
  accept?: string;
  files: PickedFile[];
  onChange: (update: (files: PickedFile[]) => PickedFile[]) => void;
}

const megabytes = (n: number) => `${(n / (1024 * 1024)).toFixed(n < 1024 * 1024 ? 2 : 1)} MB`;

/** The ids of the files that arrived. */
export const attachmentIds = (files: PickedFile[]) => files.flatMap((f) => (f.attachment ? [f.attachment.id] : []));
export const uploading = (files: PickedFile[]) => files.some((f) => !f.attachment && !f.error);

export function AttachmentPicker({ purpose, label, hint, accept, files, onChange }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [counter, setCounter] = useState(0);
  const patch = (key: string, change: Partial<PickedFile>) => onChange((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const add = (chosen: FileList | null) => {
    if (!chosen) return;
    let n = counter;
    for (const file of Array.from(chosen)) {
      const key = `${++n}-${file.name}`;
      if (file.size > MAX_UPLOAD_BYTES) {
        onChange((list) => [...list, { key, name: file.name, progress: 0, error: `Too large: at most ${megabytes(MAX_UPLOAD_BYTES)}.` }]);
        continue;
      }
      onChange((list) => [...list, { key, name: file.name, progress: 0 }]);
      uploadRequestAttachment(purpose, file, (loaded, total) => patch(key, { progress: total ? Math.round((loaded / total) * 100) : 0 }))
        .then((attachment) => patch(key, { attachment, progress: 100 }))
        .catch((err: unknown) => patch(key, { error: err instanceof ApiError ? err.message : 'The upload failed.' }));
    }
    setCounter(n);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="requests-files">
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={input} type="file" multiple accept={accept} onChange={(e) => add(e.target.files)} />
      <p className="account-hint">{hint}</p>
      {files.length > 0 && (
        <ul className="requests-files__list" aria-label="Attached files">
          {files.map((f) => (
            <li key={f.key}>
              <span className="requests-files__name">{f.name}</span>
              {f.error ? (
                <span className="account-error" role="alert">
                  {f.error}
                </span>
              ) : f.attachment ? (
                <span className="account-success">Attached ({megabytes(f.attachment.size)})</span>
              ) : (
                <progress max={100} value={f.progress} aria-label={`Uploading ${f.name}`}>
                  {f.progress}%
                </progress>
              )}
              {(f.attachment || f.error) && (
                <button type="button" className="requests-link" onClick={() => onChange((list) => list.filter((x) => x.key !== f.key))}>
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
