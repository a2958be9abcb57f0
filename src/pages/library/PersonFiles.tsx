/**
 * The person page's photos and files (person/{id}/photos/, 40 at a time, newest first, more on
 * request), a photo added from here with its progress, and the current profile picture marked. A
 * failed load shows an empty list (tree-workspace.md section 8).
 */
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { isCancelled } from '../../api/client';
import { libraryApi } from '../../api/library';
import { uploadPersonPhoto } from '../../api/libraryUpload';
import { ACCEPTED_EXTENSIONS, type Asset } from '../../protocol/library';
import { AssetGrid } from './AssetGrid';
import { libraryHref } from './assetView';
import { libraryChanged } from './libraryUploads';
import { UploadRunner } from './uploadRunner';
import { UploadList } from './UploadList';
import './library.css';

const IMAGE_ACCEPT = ACCEPTED_EXTENSIONS.image.map((e) => `.${e}`).join(',');

interface Props {
  treeId: string;
  personId: string;
  personName: string;
  /** The asset id of the person's profile picture. */
  profilePicture: string | null;
  canEdit: boolean;
}

export function PersonFiles({ treeId, personId, personName, profilePicture, canEdit }: Props) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [assets, setAssets] = useState<Asset[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    libraryApi.personPhotos(personId).then(
      (page) => {
        if (!live) return;
        setAssets(page.objects);
        setTotal(page.meta?.total_count ?? page.objects.length);
        setLoading(false);
      },
      (err: unknown) => {
        if (!live || isCancelled(err)) return;
        setAssets([]);
        setTotal(0);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [personId]);

  const runner = useMemo(
    () =>
      new UploadRunner(
        (file, options) => uploadPersonPhoto(personId, file, options),
        (asset) => {
          setAssets((list) => [asset, ...list.filter((a) => a.object_id !== asset.object_id)]);
          setTotal((t) => t + 1);
          libraryChanged(treeId, asset);
        },
      ),
    [personId, treeId],
  );
  useEffect(() => () => runner.dispose(), [runner]);
  const uploads = useSyncExternalStore(runner.subscribe, runner.getSnapshot);

  const more = () => {
    if (loadingMore) return;
    setLoadingMore(true);
    libraryApi.personPhotos(personId, assets.length).then(
      (page) => {
        setAssets((list) => [...list, ...page.objects.filter((a) => !list.some((b) => b.object_id === a.object_id))]);
        setTotal(page.meta?.total_count ?? total);
        setLoadingMore(false);
      },
      () => setLoadingMore(false),
    );
  };

  const marked = assets.map((a) => (a.object_id === profilePicture || a.profile_picture_of.includes(personId) ? { ...a, profile_picture_of: [personId] } : { ...a, profile_picture_of: [] }));
  return (
    <section aria-labelledby={`${id}-title`} className="person-files">
      <h2 id={`${id}-title`}>Photos &amp; files</h2>
      {canEdit && (
        <p>
          <button type="button" className="library-button" onClick={() => picker.current?.click()}>
            Add a photo
          </button>
          <input
            ref={picker}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            tabIndex={-1}
            className="visually-hidden"
            aria-label={`Photos of ${personName} to upload`}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              if (files.length) runner.add(files);
            }}
          />
        </p>
      )}
      {uploads.length > 0 && <UploadList items={uploads} onCancel={(u) => runner.cancel(u)} onRetry={(u) => runner.retry(u)} onRemove={(u) => runner.remove(u)} />}
      {loading ? (
        <p className="library-meta" role="status">
          Loading photos…
        </p>
      ) : assets.length === 0 ? (
        <p className="library-meta">No photos or files show {personName} yet.</p>
      ) : (
        <div className="person-files__grid">
          <AssetGrid assets={marked} label={`Photos and files of ${personName}`} hasMore={assets.length < total} loadingMore={loadingMore} autoLoad={false} onMore={more} />
        </div>
      )}
      <p>
        <Link href={libraryHref(treeId)}>All photos &amp; files of this tree</Link>
      </p>
    </section>
  );
}
