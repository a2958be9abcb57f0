/**
 * familytree-library (/familytree/:id/library): a tree's photos, documents, audio and video as a grid
 * with filters by kind, person, place and words, sorted as chosen, 40 at a time with more as the page
 * scrolls; files dropped anywhere on the page are uploaded.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { libraryApi, type LibraryFilters } from '../../api/library';
import { treesApi } from '../../api/trees';
import type { PageProps } from '../../app/routes';
import { ACCEPTED_EXTENSIONS, type SearchOptions } from '../../protocol/library';
import { AssetGrid } from './AssetGrid';
import { libraryHref, uploadHref } from './assetView';
import { DropZone } from './DropZone';
import { filtersFromQuery, queryFromFilters } from './filterQuery';
import { LibraryFilterBar } from './LibraryFilters';
import { libraryUploads, onLibraryChanged } from './libraryUploads';
import { useLibraryList } from './useLibraryList';
import './library.css';

const KINDS_TEXT = `photos (${ACCEPTED_EXTENSIONS.image.join(', ')}), video, audio and GEDCOM files`;

export default function LibraryPage({ params }: PageProps) {
  const treeId = params.id ?? '';
  const [, navigate] = useLocation();
  const search = useSearch();
  const filters = useMemo(() => filtersFromQuery(search), [search]);
  const setFilters = useCallback(
    (f: LibraryFilters) => {
      const query = queryFromFilters(f);
      navigate(`${libraryHref(treeId)}${query ? `?${query}` : ''}`, { replace: true });
    },
    [navigate, treeId],
  );
  const [treeName, setTreeName] = useState<string | null>(null);
  const [canWrite, setCanWrite] = useState(false);
  const [options, setOptions] = useState<SearchOptions | null>(null);
  const list = useLibraryList(treeId, filters);

  useEffect(() => {
    let live = true;
    treesApi.details(treeId).then(
      (tree) => {
        if (!live) return;
        setTreeName(tree.name);
        setCanWrite(tree.is_write_allowed);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [treeId]);

  // The filters' persons and places; a failure leaves the selects with their 'any' choice only.
  const [optionsAttempt, setOptionsAttempt] = useState(0);
  useEffect(() => onLibraryChanged(treeId, () => setOptionsAttempt((a) => a + 1)), [treeId]);
  useEffect(() => {
    let live = true;
    libraryApi.searchOptions(treeId).then(
      (o) => live && setOptions(o),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [treeId, optionsAttempt]);

  const upload = useCallback(
    (files: File[]) => {
      libraryUploads(treeId).add(files);
      navigate(uploadHref(treeId));
    },
    [treeId, navigate],
  );
  const filtered = Boolean(filters.kind || filters.untagged || filters.persons?.length || filters.locations?.length || filters.search);

  return (
    <DropZone className="library-page" label="Library" onFiles={(files) => canWrite && upload(files)}>
      <nav aria-label="Breadcrumbs" className="library-crumbs">
        <Link href={`/familytree/${treeId}`}>{treeName ?? 'Family tree'}</Link> / <span>Library</span>
      </nav>
      <div className="library-head">
        <h1>Photos &amp; files</h1>
        {canWrite && (
          <Link href={uploadHref(treeId)} className="library-button">
            Upload files
          </Link>
        )}
      </div>
      <LibraryFilterBar filters={filters} counts={list.counts} options={options} onChange={setFilters} />
      {list.status === 'loading' && (
        <p className="page-loading" role="status">
          Loading the library…
        </p>
      )}
      {list.status === 'error' && (
        <div role="alert" className="library-error">
          <p>The library could not be loaded: {list.error}</p>
          <button type="button" className="library-button" onClick={list.reload}>
            Try again
          </button>
        </div>
      )}
      {list.status === 'ready' && list.objects.length === 0 && (
        <div className="library-empty">
          {filtered ? (
            <p>No file matches these filters.</p>
          ) : canWrite ? (
            <>
              <p>This tree has no photos or files yet.</p>
              <p>
                Drag {KINDS_TEXT} onto this page, or choose <Link href={uploadHref(treeId)}>Upload files</Link>. Each file can be up to 100 MB.
              </p>
            </>
          ) : (
            <p>This tree has no photos or files yet.</p>
          )}
        </div>
      )}
      {list.status === 'ready' && list.objects.length > 0 && (
        <>
          <p className="library-meta" aria-live="polite">
            {list.total === 1 ? '1 file' : `${list.total} files`}
          </p>
          <AssetGrid
            assets={list.objects}
            label="Files"
            hasMore={list.objects.length < list.total}
            loadingMore={list.loadingMore}
            autoLoad={!list.error}
            onMore={list.loadMore}
          />
        </>
      )}
    </DropZone>
  );
}
