/** The files of an upload queue, each with its progress bar, percentage, state and its actions. */
import { Link } from 'wouter';
import { assetHref, sizeText } from './assetView';
import { KindIcon } from './KindIcon';
import type { UploadItem } from './uploadQueue';

const STATE_TEXT: Record<UploadItem['status'], string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  error: 'Failed',
  cancelled: 'Cancelled',
};

interface Props {
  items: UploadItem[];
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

export function UploadList({ items, onCancel, onRetry, onRemove }: Props) {
  return (
    <ul className="upload-list" aria-label="Uploads">
      {items.map((item) => {
        const percent = Math.round(item.progress * 100);
        return (
          <li key={item.id} className={`upload-list__item upload-list__item--${item.status}`} aria-label={item.name}>
            <KindIcon kind={item.kind} className="upload-list__icon" />
            <div className="upload-list__main">
              <div className="upload-list__line">
                <span className="upload-list__name">{item.name}</span>
                <span className="upload-list__size">{sizeText(item.size)}</span>
              </div>
              {!item.refused && (
                <div className="upload-list__line">
                  <progress max={100} value={percent} aria-label={`${item.name} progress`} />
                  <span className="upload-list__percent">{percent}%</span>
                </div>
              )}
              <p className="upload-list__state" role={item.status === 'error' ? 'alert' : undefined}>
                {item.status === 'error' ? item.error : STATE_TEXT[item.status]}
                {item.status === 'done' && item.asset && (
                  <>
                    {' '}
                    <Link href={assetHref(item.asset.object_id)}>Open {item.asset.filename}</Link>
                  </>
                )}
              </p>
            </div>
            <div className="upload-list__actions">
              {(item.status === 'queued' || item.status === 'uploading') && (
                <button type="button" className="library-button library-button--quiet" onClick={() => onCancel(item.id)} aria-label={`Cancel ${item.name}`}>
                  Cancel
                </button>
              )}
              {((item.status === 'error' && !item.refused) || item.status === 'cancelled') && (
                <button type="button" className="library-button" onClick={() => onRetry(item.id)} aria-label={`Retry ${item.name}`}>
                  Retry
                </button>
              )}
              {item.status !== 'queued' && item.status !== 'uploading' && (
                <button type="button" className="library-button library-button--quiet" onClick={() => onRemove(item.id)} aria-label={`Remove ${item.name} from this list`}>
                  Remove
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
