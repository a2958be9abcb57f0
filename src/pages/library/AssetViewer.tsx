/** The asset itself: the image at preview width, video and audio with their controls, or a file's icon. */
import { DEFAULT_PREVIEW_WIDTH, type Asset } from '../../protocol/library';
import { atWidth } from './assetView';
import { KindIcon } from './KindIcon';

export function AssetViewer({ asset }: { asset: Asset }) {
  if (asset.kind === 'image' && asset.thumbnail_url) {
    const landscape = (asset.width ?? 4) >= (asset.height ?? 3);
    // A quarter turn swaps the stored sides.
    const turned = asset.angle === 90 || asset.angle === 270;
    const [w, h] = turned ? [asset.height, asset.width] : [asset.width, asset.height];
    return (
      <figure className="asset-viewer">
        <img
          src={atWidth(asset.thumbnail_url, DEFAULT_PREVIEW_WIDTH)}
          alt={asset.description || asset.filename}
          width={w ?? (landscape ? 1024 : 768)}
          height={h ?? (landscape ? 768 : 1024)}
        />
      </figure>
    );
  }
  if (asset.kind === 'video')
    return (
      <figure className="asset-viewer">
        <video src={asset.attachment} controls preload="metadata" aria-label={asset.filename} />
      </figure>
    );
  if (asset.kind === 'audio')
    return (
      <figure className="asset-viewer asset-viewer--audio">
        <span className="library-grid__icon">
          <KindIcon kind="audio" />
        </span>
        <audio src={asset.attachment} controls preload="metadata" aria-label={asset.filename} />
      </figure>
    );
  return (
    <figure className="asset-viewer asset-viewer--file">
      <span className="library-grid__icon">
        <KindIcon kind={asset.kind} />
      </span>
      <figcaption>{asset.filename}</figcaption>
    </figure>
  );
}
