/**
 * What can be done with an asset beside its tags: download, rotate an image, make it a tagged
 * person's profile picture (choosing which when several are tagged), and delete it after a confirmation.
 */
import { useId, useState } from 'react';
import type { Asset } from '../../protocol/library';
import { tagName } from './assetView';


interface Props {
  asset: Asset;
  canEdit: boolean;
  busy: boolean;
  onRotate: (angle: 90 | -90) => void;
  onProfilePicture: (personId: string) => void;
  onDelete: () => void;
}

export function AssetActions({ asset, canEdit, busy, onRotate, onProfilePicture, onDelete }: Props) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const persons = asset.tags.persons;
  const [chosen, setChosen] = useState<string>('');
  const target = persons.length === 1 ? persons[0]!.object_id : chosen || persons[0]?.object_id || '';
  const profileOf = persons.filter((p) => asset.profile_picture_of.includes(p.object_id));
  return (
    <section className="asset-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Actions
      </h2>
      {profileOf.length > 0 && <p className="library-meta">Profile picture of {profileOf.map(tagName).join(', ')}.</p>}
      <div className="asset-actions">
        <a className="library-button library-button--quiet" href={asset.attachment} download={asset.filename}>
          Download
        </a>
        {canEdit && asset.kind === 'image' && (
          <>
            <button type="button" className="library-button library-button--quiet" disabled={busy} onClick={() => onRotate(-90)}>
              Rotate left
            </button>
            <button type="button" className="library-button library-button--quiet" disabled={busy} onClick={() => onRotate(90)}>
              Rotate right
            </button>
          </>
        )}
      </div>
      {canEdit && asset.kind === 'image' && persons.length > 0 && (
        <div className="asset-actions">
          {persons.length > 1 && (
            <label htmlFor={`${id}-who`}>
              Profile picture of{' '}
              <select id={`${id}-who`} value={target} onChange={(e) => setChosen(e.target.value)}>
                {persons.map((p) => (
                  <option key={p.object_id} value={p.object_id}>
                    {tagName(p)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <button type="button" className="library-button" disabled={busy || !target || asset.profile_picture_of.includes(target)} onClick={() => onProfilePicture(target)}>
            {persons.length === 1 ? `Set as profile picture of ${tagName(persons[0]!)}` : 'Set as profile picture'}
          </button>
        </div>
      )}
      {canEdit && (
        <div className="asset-actions">
          {confirming ? (
            <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="asset-confirm">
              <p id={`${id}-confirm`}>
                Delete {asset.filename}? {asset.profile_picture_of.length > 0 && 'It is a profile picture: that picture will be cleared. '}This cannot be undone.
              </p>
              <button type="button" className="library-button library-button--danger" disabled={busy} onClick={onDelete} autoFocus>
                Delete
              </button>{' '}
              <button type="button" className="library-button library-button--quiet" onClick={() => setConfirming(false)}>
                Keep
              </button>
            </div>
          ) : (
            <button type="button" className="library-button library-button--quiet" onClick={() => setConfirming(true)}>
              Delete file…
            </button>
          )}
        </div>
      )}
    </section>
  );
}
