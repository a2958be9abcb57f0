/**
 * familytree-library-asset-details (/library/file/:assetId): one asset, viewed and edited: persons,
 * place, date, description and file name (optimistic, reverted with a message when refused), rotate,
 * profile picture, download and delete.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isCancelled } from '../../api/client';
import { libraryApi } from '../../api/library';
import { treesApi } from '../../api/trees';
import type { PageProps } from '../../app/routes';
import { formatDate } from '../../protocol/dates';
import type { Asset, AssetPatch, AssetPersonTag } from '../../protocol/library';
import type { TreeDetails } from '../../protocol/trees';
import { LoadFailed } from '../tree/LoadFailed';
import { AssetActions } from './AssetActions';
import { AssetDetailsForm } from './AssetDetailsForm';
import { optimisticPatch } from './assetPatch';
import { AssetPersons } from './AssetPersons';
import { KIND_LABEL, libraryHref, sizeText, tagName } from './assetView';
import { AssetViewer } from './AssetViewer';
import { libraryChanged } from './libraryUploads';
import './library.css';

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready' };
type Message = { text: string; error: boolean } | null;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export default function AssetPage({ params }: PageProps) {
  const assetId = params.assetId ?? '';
  const [, navigate] = useLocation();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [asset, setAssetState] = useState<Asset | null>(null);
  const [tree, setTree] = useState<TreeDetails | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  // The patch reads the asset as it is at the moment its answer comes.
  const current = useRef<Asset | null>(null);
  const setAsset = useCallback((a: Asset) => {
    current.current = a;
    setAssetState(a);
  }, []);

  useEffect(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    libraryApi.get(assetId).then(
      (a) => {
        if (!live) return;
        setAsset(a);
        setLoad({ kind: 'ready' });
        treesApi.details(a.family_tree_id).then(
          (t) => live && setTree(t),
          () => undefined,
        );
      },
      (err: unknown) => live && !isCancelled(err) && setLoad({ kind: 'error', message: messageOf(err) }),
    );
    return () => {
      live = false;
    };
  }, [assetId, attempt, setAsset]);

  if (load.kind === 'loading' || !asset) {
    if (load.kind === 'error') return <LoadFailed what="file" message={load.message} onRetry={() => setAttempt((a) => a + 1)} />;
    return (
      <p className="page-loading" role="status">
        Loading the file…
      </p>
    );
  }
  const canEdit = tree?.is_write_allowed ?? false;
  const treeId = asset.family_tree_id;

  const patch = async (p: AssetPatch, persons: AssetPersonTag[] = []) => {
    setMessage(null);
    const out = await optimisticPatch(() => current.current!, setAsset, p, (body) => libraryApi.patch(assetId, body), persons);
    setMessage(out.ok ? { text: 'Saved.', error: false } : { text: `Not saved: ${out.error}`, error: true });
  };
  const act = async (what: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await what();
    } catch (err) {
      if (!isCancelled(err)) setMessage({ text: messageOf(err), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="library-page asset-page">
      <nav aria-label="Breadcrumbs" className="library-crumbs">
        <Link href={`/familytree/${treeId}`}>{tree?.name ?? 'Family tree'}</Link> / <Link href={libraryHref(treeId)}>Library</Link> / <span>{asset.filename}</span>
      </nav>
      <h1>{asset.filename}</h1>
      <p className="library-meta">
        {KIND_LABEL[asset.kind]} · {sizeText(asset.size)}
        {asset.width && asset.height ? ` · ${asset.width} × ${asset.height}` : ''}
      </p>
      <div className="asset-layout">
        <AssetViewer asset={asset} />
        <div className="asset-side">
          <p className={message?.error ? 'library-error' : 'library-meta'} role={message?.error ? 'alert' : 'status'}>
            {message?.text}
          </p>
          <AssetActions
            asset={asset}
            canEdit={canEdit}
            busy={busy}
            onRotate={(angle) => void act(async () => setAsset(await libraryApi.rotate(assetId, angle)))}
            onProfilePicture={(personId) =>
              void act(async () => {
                await libraryApi.setProfilePicture(personId, assetId);
                const a = current.current!;
                setAsset({ ...a, profile_picture_of: [...new Set([...a.profile_picture_of, personId])] });
                const who = a.tags.persons.find((p) => p.object_id === personId);
                setMessage({ text: `Profile picture of ${who ? tagName(who) : 'the person'} set.`, error: false });
              })
            }
            onDelete={() =>
              void act(async () => {
                await libraryApi.remove(assetId);
                libraryChanged(treeId, null);
                navigate(libraryHref(treeId));
              })
            }
          />
          <AssetPersons treeId={treeId} persons={asset.tags.persons} canEdit={canEdit} onChange={(persons) => void patch({ persons: persons.map((p) => p.object_id) }, persons)} />
          {canEdit ? (
            <AssetDetailsForm key={asset.object_id} asset={asset} busy={busy} onSave={(p) => void patch(p)} />
          ) : (
            <ReadOnlyDetails asset={asset} />
          )}
        </div>
      </div>
    </div>
  );
}

function ReadOnlyDetails({ asset }: { asset: Asset }) {
  return (
    <section className="asset-section">
      <h2>Details</h2>
      <dl>
        <dt>Date</dt>
        <dd>{formatDate(asset.event_date) || '—'}</dd>
        <dt>Place</dt>
        <dd>{asset.location_tag || '—'}</dd>
        <dt>Description</dt>
        <dd style={{ whiteSpace: 'pre-wrap' }}>{asset.description || '—'}</dd>
      </dl>
    </section>
  );
}
