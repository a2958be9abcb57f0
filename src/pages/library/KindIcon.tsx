/** A drawn icon of an asset's kind (photo, video, audio, GEDCOM), so it shows without an emoji font. */
import type { AssetKind } from '../../protocol/library';
import { KIND_LABEL } from './assetView';

const PATHS: Record<AssetKind | 'refused', string> = {
  image: 'M4 6h16v12H4z M6 16l4-5 3 3 2-2 3 4z M15 9.5a1.5 1.5 0 1 0 0.01 0',
  video: 'M4 6h16v12H4z M10 9v6l5-3z',
  audio: 'M9 17.5a2.5 2.5 0 1 1-2-2.45V6l10-2v10.5a2.5 2.5 0 1 1-2-2.45V7.2l-6 1.2z',
  genealogy: 'M10 3h4v4h-4z M4 15h4v4H4z M16 15h4v4h-4z M12 7v4 M6 15v-4h12v4',
  refused: 'M12 3l10 18H2z M12 9v6 M12 17v1.5',
};

export function KindIcon({ kind, className }: { kind: AssetKind | null; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" role="img" aria-label={kind ? KIND_LABEL[kind] : 'Not accepted'} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round">
      <path d={PATHS[kind ?? 'refused']} />
    </svg>
  );
}
