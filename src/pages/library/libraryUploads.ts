/**
 * One upload queue per tree for the page's lifetime in the browser: files dropped on the library page
 * keep going while the member moves to the upload page and back, and each page that lists assets hears
 * of new ones.
 */
import { uploadToLibrary } from '../../api/libraryUpload';
import type { Asset } from '../../protocol/library';
import { UploadRunner } from './uploadRunner';

const runners = new Map<string, UploadRunner>();
const listeners = new Map<string, Set<(asset: Asset | null) => void>>();

/** Tells the pages of a tree that its library changed (an upload landed: the asset; a delete: null). */
export function libraryChanged(treeId: string, asset: Asset | null): void {
  for (const fn of listeners.get(treeId) ?? []) fn(asset);
}

export function onLibraryChanged(treeId: string, fn: (asset: Asset | null) => void): () => void {
  const set = listeners.get(treeId) ?? new Set();
  set.add(fn);
  listeners.set(treeId, set);
  return () => set.delete(fn);
}

export function libraryUploads(treeId: string): UploadRunner {
  let runner = runners.get(treeId);
  if (!runner) {
    runner = new UploadRunner(
      (file, options) => uploadToLibrary(treeId, file, options),
      (asset) => libraryChanged(treeId, asset),
    );
    runners.set(treeId, runner);
  }
  return runner;
}
