/**
 * The library's grid of thumbnails: lazy images with their size given so nothing moves while they
 * load, an icon for video, audio and GEDCOM files, and more pages as the end of the grid comes into
 * view (with a button for keyboards and for browsers without IntersectionObserver).
 */
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { Asset } from '../../protocol/library';
import { assetCaption, assetHref, atWidth, GRID_THUMB_WIDTH } from './assetView';
import { KindIcon } from './KindIcon';

export function AssetTile({ asset }: { asset: Asset }) {
  const caption = assetCaption(asset);
  return (
    <li className="library-grid__item">
      <Link href={assetHref(asset.object_id)} className="library-grid__link">
        {asset.thumbnail_url ? (
          <img src={atWidth(asset.thumbnail_url, GRID_THUMB_WIDTH)} alt={asset.description} loading="lazy" decoding="async" width={GRID_THUMB_WIDTH} height={GRID_THUMB_WIDTH} />
        ) : (
          <span className="library-grid__icon">
            <KindIcon kind={asset.kind} />
          </span>
        )}
        <span className="library-grid__name">{asset.filename}</span>
        {caption && <span className="library-grid__caption">{caption}</span>}
        {asset.profile_picture_of.length > 0 && <span className="library-grid__badge">Profile picture</span>}
      </Link>
    </li>
  );
}

interface Props {
  assets: Asset[];
  label: string;
  hasMore: boolean;
  loadingMore: boolean;
  /** Stop loading on scroll (after a failed page: the button stays). */
  autoLoad: boolean;
  onMore: () => void;
}

export function AssetGrid({ assets, label, hasMore, loadingMore, autoLoad, onMore }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || !autoLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more.current(), { rootMargin: '600px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, autoLoad, assets.length]);
  return (
    <>
      <ul className="library-grid" aria-label={label}>
        {assets.map((a) => (
          <AssetTile key={a.object_id} asset={a} />
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} className="library-more">
          <button type="button" className="library-button library-button--quiet" onClick={onMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}
