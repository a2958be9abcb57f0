/**
 * The RecordFinder info banner of the search results ('Automate search with RecordFinder™ …'), shown
 * when member/banner-record-matching/ says so: to visitors and to members whose trees have no new hints
 * yet. A member who has not seen the RecordFinder tutorial gets its one-paragraph explanation once.
 */
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { hintsApi } from '../../api/hints';
import { memberApi } from '../../api/member';
import type { BannerRecordMatching } from '../../protocol/hints';

export function RecordFinderBanner({ className }: { className?: string }) {
  const [banner, setBanner] = useState<BannerRecordMatching | null>(null);
  useEffect(() => {
    let live = true;
    hintsApi.banner().then(
      (b) => live && setBanner(b),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!banner?.show_banner) return null;
  const tutorial = banner.tutorial_id;
  return (
    <div className={className} role="note">
      <Link href="/familytree">Automate search with RecordFinder™ - Build your tree and receive matches by email!</Link>
      {tutorial && (
        <p className="records-search__finder-tutorial">
          RecordFinder compares the people of your tree with the records as you add them, and shows likely matches as badges on your tree.{' '}
          <button
            type="button"
            onClick={() => {
              setBanner({ ...banner, tutorial_id: null });
              void memberApi.markTutorialShown(tutorial).catch(() => undefined);
            }}
          >
            Got it
          </button>
        </p>
      )}
    </div>
  );
}
