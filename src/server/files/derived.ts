/**
 * Where the WebP derivatives of a stored original are kept: under `derived/<original key>/`, one object
 * per angle, width and quality. They live apart from the originals, so whatever folders an area keeps
 * its originals in, one deletePrefix removes every derivative of one original (when it is deleted, or
 * turned and its old derivatives are of no more use).
 */
import { checkKey, type FileStore } from './store';

const ROOT = 'derived';

/** The folder of an original's derivatives. */
export function derivativesPrefix(key: string): string {
  return `${ROOT}/${checkKey(key)}`;
}

/** The key of one derivative of `key`. */
export function derivedKey(key: string, o: { angle: number; width: number; quality: number }): string {
  return `${derivativesPrefix(key)}/w${o.width}-q${o.quality}-a${o.angle}.webp`;
}

/** Removes every derivative made of `key` (they are made again on demand). */
export async function deleteDerivatives(store: FileStore, key: string): Promise<void> {
  await store.deletePrefix(derivativesPrefix(key));
}
